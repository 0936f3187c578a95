// The chunk AlertHostSlot loads on the first alert or confirm request.
export { AlertHost } from '@ironscore/ui';
