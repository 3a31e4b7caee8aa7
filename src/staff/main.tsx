// The back office's entry (its own Vite build, vite.staff.config.ts, served at /mypages/admin/): none of its code
// reaches the applicants' bundles, and it shares with them only src/components and src/rules.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './app/StaffApp';
import '../styles/app.css';
import './app/staff.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
