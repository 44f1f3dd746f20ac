/** The manager console's route table and root component (the browser entry is main.tsx). */
export { managerRoutes } from './app/routes.tsx';
export { App } from './app/app.tsx';
