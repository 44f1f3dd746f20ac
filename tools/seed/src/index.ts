export { seedDemo, type SeedOptions } from './seed-demo.ts';
export { demoSignIns } from './sign-ins.ts';
export { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, demoBroadcasters, demoManagers } from './people.ts';
export { demoCampaigns } from './campaigns-data.ts';
export { showDemoOnStandIns, type StandInsTarget } from './stand-ins.ts';
