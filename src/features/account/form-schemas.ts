// The schemas the account forms check with (./form-errors.ts `formSchemas` loads this module on a
// form's first submit, so that zod is not part of the pages' chunks).
export {
  emailBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordDataSchema,
} from '../../../contract/auth';
