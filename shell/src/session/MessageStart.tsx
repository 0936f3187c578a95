import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@ironscore/api';
import { MSG } from '@ironscore/contract';
import { alertDialog, on, openAuth, toast } from '@ironscore/events';
import { useSession } from '@ironscore/session';

/**
 * 'message:start' (SEND MESSAGE on a user quick-view or a community profile): Set_UserNewMessage,
 * then /profile/messages?message_id=… (spec/1 §2, §8). Handled here once for every remote.
 * A refusal shows the server's message as a warning, a reply without a message id "Please try
 * again!", a failure the error dialog; a token error is the session-expired path of the shell.
 */
export function MessageStart() {
  const navigate = useNavigate();
  useEffect(
    () =>
      on('message:start', async ({ user_id }) => {
        if (!useSession.getState().user) {
          openAuth();
          return;
        }
        try {
          const reply = await api.call('Set_UserNewMessage', { user_id });
          if (!reply) throw new Error(MSG.serverConnectionError);
          if (reply.token_error) return;
          if (!reply.status) {
            alertDialog('warning', MSG.warningTitle, reply.message);
            return;
          }
          const messageId = reply.data?.message_id;
          if (!messageId) {
            toast('error', MSG.pleaseTryAgain);
            return;
          }
          navigate(`/profile/messages?message_id=${messageId}`);
        } catch (error) {
          alertDialog('error', MSG.errorTitle, MSG.thrownError((error as Error).message));
        }
      }),
    [navigate],
  );
  return null;
}
