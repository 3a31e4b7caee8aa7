// A staff role between the staff API (StaffRole: HANDLAGGARE, ADMINISTRATOR) and the services (handlaggare, administrator).
import type { StaffRole as ActorRole } from '../../domain/actor';
import type { StaffRole } from './__generated__/resolvers';

const toApi = { handlaggare: 'HANDLAGGARE', administrator: 'ADMINISTRATOR' } as const satisfies Record<ActorRole, StaffRole>;
const fromApi = { HANDLAGGARE: 'handlaggare', ADMINISTRATOR: 'administrator' } as const satisfies Record<StaffRole, ActorRole>;

export const apiRoleOf = (role: ActorRole): StaffRole => toApi[role];
export const actorRoleOf = (role: StaffRole): ActorRole => fromApi[role];
