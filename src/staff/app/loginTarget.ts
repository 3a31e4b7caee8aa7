// Where the staff login leads: the page the staff member came for (RequireStaff puts it in the location's state), or
// the start page.
export const loginTarget = (state: unknown): string => (state as { from?: string } | null)?.from ?? '/';
