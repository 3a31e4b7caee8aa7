// My pages' frame (heading, local navigation, notices) around the /profile pages the other features bring.
import { lazyPage } from '../../app/lazyPage';

export const ProfileLayout = lazyPage(() => import('./ProfileLayout'));
