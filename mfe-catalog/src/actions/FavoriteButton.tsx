/**
 * MINIMAL PLACEHOLDER written by the browsing-screens engineer so the detail pages compile; the
 * reviews engineer owns src/actions/** and replaces this with the real favourite toggle
 * (Get_UserFavoriteControl / Set_UserFavoriteList, label from the server's `button`, sign-in popup
 * for visitors, refusal for source/brand accounts). Keep the props.
 */
export interface FavoriteButtonProps {
  itemType: 'source' | 'brand';
  itemId: number;
  className?: string;
}

export function FavoriteButton(_props: FavoriteButtonProps) {
  return null;
}
