// What app-ready loads once its page has painted (./appReady), in one chunk: the field vitals, and
// what follows the customer from screen to screen (./nextScreens). It then downloads what reports
// trouble (the toasts, the page shown when a page cannot load), which must be here before the
// network goes. Those two imports live here, not in the app's chunk, which carries every byte the
// first screen waits for.
import '../platform/fieldVitals';
import { watchScreens } from './nextScreens';

watchScreens();
// Not caught: should one fail, it is reported like any other unexpected failure.
import('../ui/Toaster');
import('./ChunkLoadError');
