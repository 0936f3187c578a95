/**
 * @ironscore/ui — design tokens and the shared widgets of every remote.
 * Global CSS: import '@ironscore/ui/tokens.css' once (the shell). Everything else is CSS Modules.
 */
export { Button, LinkButton, buttonClass } from './components/Button';
export type { ButtonProps, LinkButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { StateButton } from './components/StateButton';
export type { StateButtonProps } from './components/StateButton';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { Badge, Dot } from './components/Badge';
export type { BadgeProps, BadgeTone, DotProps } from './components/Badge';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { StarRating, StarIcon, starBucket, formatRating, clampRating } from './components/StarRating';
export type { StarRatingProps } from './components/StarRating';
export { StarInput } from './components/StarInput';
export type { StarInputProps } from './components/StarInput';
export { Placeholder, Blurred } from './components/Placeholder';
export type { PlaceholderProps, PlaceholderVariant, BlurredProps } from './components/Placeholder';
export { Pagination, totalPages, pageOffset } from './components/Pagination';
export type { PaginationProps } from './components/Pagination';
export { Modal } from './components/Modal';
export type { ModalProps, ModalSize } from './components/Modal';
export { ConfirmDialog, AlertBody, AlertKindIcon } from './components/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmOptions } from './components/ConfirmDialog';
export { AlertHost, confirm } from './components/AlertHost';
export { ToastHost } from './components/ToastHost';
export type { ToastHostProps } from './components/ToastHost';
export { Img, PLACEHOLDER_IMAGE, PLACEHOLDER_AVATAR } from './components/Img';
export type { ImgProps } from './components/Img';
export { SafeHtml } from './components/SafeHtml';
export type { SafeHtmlProps } from './components/SafeHtml';
export { sanitizeHtml, setServerDom } from './lib/sanitize';
export { whenIdle } from './lib/idle';
export * from './components/icons';
export { BrandMark, isBrand } from './components/BrandMark';
export type { Brand } from './components/BrandMark';
export { RankBadge } from './components/RankBadge';
export type { RankBadgeProps } from './components/RankBadge';
export { ProfileFrame } from './components/ProfileFrame';
export type { ProfileFrameProps } from './components/ProfileFrame';
export { Countdown, CodeTimer, useCountdown, formatMMSS, formatCountdown, countdownParts } from './components/Countdown';
export type { CountdownProps, CodeTimerProps, UseCountdown, CountdownParts } from './components/Countdown';
export { CodeInput, cleanCode } from './components/CodeInput';
export type { CodeInputProps } from './components/CodeInput';
export { ShareDialog, shareLinks } from './components/ShareDialog';
export type { ShareDialogProps, ShareLink, ShareTarget } from './components/ShareDialog';
export { ReportDialog, ReportForm } from './components/ReportDialog';
export type { ReportDialogProps, ReportFormProps, ReportReason } from './components/ReportDialog';
export { UserQuickView, communityProfilePath } from './components/UserQuickView';
export type { UserQuickViewProps } from './components/UserQuickView';
export { EmptyState } from './components/EmptyState';
export { LoadFailed } from './components/LoadFailed';
export type { LoadFailedProps } from './components/LoadFailed';
export { DataTable } from './components/DataTable';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export type { DataTableProps, DataTableLook } from './components/DataTable';
export type { EmptyStateProps } from './components/EmptyState';
export { Confetti, fireConfetti, fireEmojiBurst, CONFETTI } from './components/Confetti';
export type { ConfettiProps } from './components/Confetti';
export { Tabs } from './components/Tabs';
export { Carousel } from './components/Carousel';
export type { CarouselProps, PerView } from './components/Carousel';
export { Coverflow } from './components/Coverflow';
export type { CoverflowProps } from './components/Coverflow';
export { Tooltip } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export { DropdownMenu, MenuItem, MenuSeparator } from './components/DropdownMenu';
export type { DropdownMenuProps, MenuItemProps } from './components/DropdownMenu';
export type { TabsProps, TabItem } from './components/Tabs';
export { FormField, TextInput, TextArea, Select, Checkbox, Radio, useFieldControl } from './components/Form';
export type { FormFieldProps, TextInputProps, TextAreaProps, SelectProps, SelectOption, CheckboxProps, RadioProps } from './components/Form';
export { FileInput } from './components/FileInput';
export { RadioGroup } from './components/RadioGroup';
export type { RadioGroupProps } from './components/RadioGroup';
export { useContractForm, SERVER_NOTICE } from './form/useContractForm';
export type { ContractForm, FailedOptions, RefusedReply } from './form/useContractForm';
export {
  Form,
  FormNotice,
  TextField,
  PasswordField,
  TextAreaField,
  CodeField,
  StarsField,
  FileField,
  SelectField,
  RadioGroupField,
  CheckboxField,
  SwitchField,
  CheckboxListField,
} from './form/fields';
export type { TextFieldProps, CheckboxListOption } from './form/fields';
export { FormButtons } from './form/FormButtons';
export { lazyForm } from './form/lazyForm';
export type { FormButtonsProps } from './form/FormButtons';
export type { FileInputProps } from './components/FileInput';
export { compressImage, validateImageFile, fitWithin, ImageError, IMAGE_ACCEPT } from './lib/image';
export type { CompressOptions } from './lib/image';
export { formatDate, formatDateTime, formatPrice, formatNumber, quantity, excerpt, plainText, parseDate, timeAgo } from './lib/format';
export { htmlToText, textToHtml } from './lib/paragraphs';
export { useEvent, useDebouncedValue, useHydrated, useMediaQuery, BREAKPOINTS } from './hooks';
export { StandaloneFrame, StandaloneNotFound, readRuntimeConfig, startStandalone, DEFAULT_RUNTIME_CONFIG } from './standalone/Standalone';
export type { StandaloneApi, StandaloneOptions } from './standalone/Standalone';
export { SectionPending } from './components/SectionPending';
