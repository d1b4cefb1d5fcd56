// What app-ready loads once its page has painted (./appReady), in one chunk: the field vitals, and
// what follows the customer from screen to screen (./nextScreens).
import '../platform/fieldVitals';
import { watchScreens } from './nextScreens';

watchScreens();
