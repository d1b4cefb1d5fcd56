import { computed, signal } from '@preact/signals';
import type { User } from '../../contract/wire';

/** The LINE profile read at startup (liff.getProfile()). */
export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl: string;
}

/** The backend user, loaded at startup and replaced by every call that answers a User. */
export const user = signal<User | null>(null);
export const lineProfile = signal<LineProfile | null>(null);
/** Set when startup has finished (SPEC §4 step 9): the overlay goes away. */
export const ready = signal(false);
/** Set when startup itself failed (LIFF init, a bug; reported as an error log): the app shows a
 *  page to try again. */
export const startupFailed = signal(false);

const USER_STORE_KEY = 'user';

/** The persisted user store (SPEC §3): at least the id, so logs can name the user before load. */
export interface StoredUser {
  id: number;
}

export const storedUser = signal<StoredUser | null>(readStoredUser());

function readStoredUser(): StoredUser | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(USER_STORE_KEY) ?? 'null') as unknown;
    return parsed && typeof (parsed as StoredUser).id === 'number' ? (parsed as StoredUser) : null;
  } catch {
    return null;
  }
}

export function setStoredUser(value: StoredUser | null): void {
  storedUser.value = value;
  if (value) localStorage.setItem(USER_STORE_KEY, JSON.stringify(value));
  else localStorage.removeItem(USER_STORE_KEY);
}

/** The id logs are saved against: the loaded user, else the persisted one, else ''. */
export const currentUserId = computed<number | ''>(
  () => user.value?.id ?? storedUser.value?.id ?? '',
);

export function setUser(next: User): void {
  user.value = next;
  if (storedUser.peek()?.id !== next.id) setStoredUser({ id: next.id });
}
