// Pure policy entry of @advocate/auth-and-guards ("./policies"): user kinds, permissions, where a
// user lands, sidebar and campaign tabs. No React, no I/O, so the API applies the very same rules.
export * from './policies/user-kinds.ts';
export * from './policies/permissions.ts';
export * from './policies/manager-changes.ts';
export * from './policies/component-types.ts';
export * from './policies/user-home.ts';
export * from './policies/sidebar.ts';
export * from './policies/campaign-tabs.ts';
export * from './policies/campaign-groups.ts';
export * from './policies/route-access.ts';
export * from './policies/app-paths.ts';
