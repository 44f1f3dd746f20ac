/** The user reads the routes need (sign-in, the user answer); the SQL stays in users-repository.ts. */
export { findUserById, findUserByLogin, touchLastLogin } from './repositories/users-repository.ts';
