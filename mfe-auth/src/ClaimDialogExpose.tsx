/** `auth/ClaimDialog`: the ownership claim dialog as its own exposed module. */
import './calls';

export { ClaimDialog as default, type ClaimDialogProps, type ClaimTarget } from './claim/ClaimDialog';
