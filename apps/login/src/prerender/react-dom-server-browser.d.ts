// React 18 ships the web-streams renderer as its own entry; @types/react-dom declares it on 'react-dom/server'.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
