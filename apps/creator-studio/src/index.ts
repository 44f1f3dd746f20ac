/** The creator studio's route table and root component (the browser entry is main.tsx). */
export { creatorRoutes } from './app/routes.tsx';
export { App } from './app/app.tsx';
