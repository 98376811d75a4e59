/** Staff roles that may not run the team, gateways or the Processed By report. */
export const NON_MANAGER_EMAILS = [
  'telecaller@demo.test',
  'team@demo.test',
  'nightstaff@demo.test',
] as const;
