/**
 * lucide-react is the one icon set of every app: import icons from 'lucide-react' by their
 * suffixed names (`import { EyeIcon } from 'lucide-react'`). These names stay exported from
 * @ironscore/ui for the callers that imported them from here.
 */
export {
  CheckIcon,
  XIcon,
  TriangleAlertIcon as AlertIcon,
  InfoIcon,
  CircleQuestionMarkIcon as QuestionIcon,
  InboxIcon,
  LinkIcon,
  ImageIcon,
  LockIcon,
  MailIcon,
} from 'lucide-react';
