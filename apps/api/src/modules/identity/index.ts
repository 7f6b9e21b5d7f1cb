/** What other modules may use of identity. */
export { registerIdentityRoutes, signIn } from './identity.routes.ts';
export { authenticate, startSession } from './sessions.service.ts';
export { loadUserDto } from './users.service.ts';
export {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUserRow,
  deleteSessionsOfUsers,
  hitRateLimit,
  type UserRow,
} from './identity.repository.ts';
export { hashPassword } from './passwords.ts';
export { resetAuthenticator } from './two-factor-admin.service.ts';
export {
  finishMicrosoftFlow,
  microsoftEnabled,
  startMicrosoftFlow,
  takeMicrosoftFlow,
  type MicrosoftIdentity,
} from './microsoft-client.ts';
export { rawQueryOf } from './microsoft.routes.ts';
