import { getLiff } from '../../liff';

/** Chats a LIFF app can be opened from: one-to-one, group and multi-person room (SPEC §6). */
const CHAT_CONTEXTS = ['utou', 'group', 'room'];

/** True only inside a chat where LIFF may send messages (chat_message.write). */
export async function canShareToChat(): Promise<boolean> {
  try {
    const liff = await getLiff();
    const type = liff.getContext()?.type;
    return !!type && CHAT_CONTEXTS.includes(type) && liff.isApiAvailable('sendMessages');
  } catch {
    return false;
  }
}

export async function shareToChat(message: string): Promise<void> {
  const liff = await getLiff();
  await liff.sendMessages([{ type: 'text', text: message }]);
}
