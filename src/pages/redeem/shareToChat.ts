import { getLiff } from '../../liff';

/** Chats a LIFF app can be opened from: one-to-one, group and multi-person room (SPEC §6). */
const CHAT_CONTEXTS = ['utou', 'group', 'room'];

/** True only inside a chat whose LIFF app may send messages to it: LINE's documented conditions
 *  for liff.sendMessages, read from the LIFF context (its type and the channel's scopes). Not
 *  liff.isApiAvailable: it knows no 'sendMessages' and throws "Unexpected API name.". */
export async function canShareToChat(): Promise<boolean> {
  try {
    const context = (await getLiff()).getContext();
    return (
      !!context &&
      CHAT_CONTEXTS.includes(context.type) &&
      context.scope.includes('chat_message.write')
    );
  } catch {
    return false;
  }
}

export async function shareToChat(message: string): Promise<void> {
  const liff = await getLiff();
  await liff.sendMessages([{ type: 'text', text: message }]);
}
