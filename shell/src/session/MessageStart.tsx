import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { useCallMutation } from '@ironscore/data';
import { on, openAuth, toast } from '@ironscore/events';
import { useSession } from '@ironscore/session';

/**
 * 'message:start' (SEND MESSAGE on a user quick-view or a community profile): Set_UserNewMessage,
 * then /profile/messages?message_id=… (spec/1 §2, §8). Handled here once for every remote.
 * A refusal shows the server's message as a warning and a failure the error dialog (the data
 * layer's feedback), a reply without a message id "Please try again!"; a token error is the
 * session-expired path of the shell.
 */
export function MessageStart() {
  const navigate = useNavigate();
  const { send } = useCallMutation('Set_UserNewMessage');
  useEffect(
    () =>
      on('message:start', async ({ user_id }) => {
        if (!useSession.getState().user) {
          openAuth();
          return;
        }
        const reply = await send({ user_id });
        if (!reply) return;
        const messageId = reply.data?.message_id;
        if (!messageId) {
          toast('error', MSG.pleaseTryAgain);
          return;
        }
        navigate(`/profile/messages?message_id=${messageId}`);
      }),
    [navigate, send],
  );
  return null;
}
