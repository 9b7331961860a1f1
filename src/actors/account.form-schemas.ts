// The schemas the account forms check with, and the check (./account.forms.ts loads
// this module on a form's first submit, so that zod is not part of the pages' chunks).
export { checkFields } from '../../contract/check-fields';
export {
  emailBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordDataSchema,
} from '../../contract/auth';
export { changePasswordBodySchema, updateProfileBodySchema } from '../../contract/profile';
