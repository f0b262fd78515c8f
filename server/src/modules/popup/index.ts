import type { Module } from '../../platform/module.js';
import { Popup } from './popup.entity.js';
import { PopupResolver } from './popup.resolver.js';
import { popupRoutes } from './popup.rest.js';

/** Popup notices (SPEC §3, menu 00023): administrators manage them, every signed-in user is shown theirs. */
export const popupModule: Module = { name: 'popup', entities: [Popup], resolvers: [PopupResolver], routes: popupRoutes };
