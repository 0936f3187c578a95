/**
 * @ironscore/ui — design tokens and the shared widgets of every remote.
 * Global CSS: import '@ironscore/ui/tokens.css' once (the shell). Everything else is CSS Modules.
 */
export { Button, LinkButton, buttonClass } from './components/Button';
export type { ButtonProps, LinkButtonProps, ButtonVariant, ButtonSize } from './components/Button';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { Badge, Dot } from './components/Badge';
export type { BadgeProps, BadgeTone, DotProps } from './components/Badge';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { StarRating, StarIcon, starBucket, starFills, formatRating, clampRating } from './components/StarRating';
export type { StarRatingProps, StarFill } from './components/StarRating';
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
export { AlertHost, alertDialog, confirm } from './components/AlertHost';
export { ToastHost, toast } from './components/ToastHost';
export type { ToastHostProps, ToastOptions } from './components/ToastHost';
export { Img, PLACEHOLDER_IMAGE, PLACEHOLDER_AVATAR } from './components/Img';
export type { ImgProps } from './components/Img';
export { SafeHtml } from './components/SafeHtml';
export type { SafeHtmlProps } from './components/SafeHtml';
export { sanitizeHtml } from './lib/sanitize';
export * from './components/icons';
