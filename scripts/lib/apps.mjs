// The front-end apps, their Module Federation names and local ports.
export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'catalog', dir: 'mfe-catalog', port: 3001 },
  { name: 'auth', dir: 'mfe-auth', port: 3002 },
  { name: 'community', dir: 'mfe-community', port: 3003 },
  { name: 'profile', dir: 'mfe-profile', port: 3004 },
  { name: 'business', dir: 'mfe-business', port: 3005 },
];
export const REMOTES = APPS.filter((a) => a.name !== 'shell');
export const API_PORT = 4000;
export const API_KEY = 'ironscore-dev-key';
