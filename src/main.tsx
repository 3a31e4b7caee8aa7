// Entry point. Start-up runs in steps, each a task of its own with a yield to the browser in between, so that a slow
// phone's main thread is never blocked long (Lighthouse counts each task's time over 50 ms, on a CPU four times
// slower, as blocking time): the script's evaluation (definitions only: no module does work when imported), then the
// session check (its answer comes with the page data; index.html has already started the worker that loads ICU's
// data, src/app/boot/warmUpIntl.ts), then the download of the address's page
// modules (each request goes out as its task ends), then the first render (a transition, which React renders in
// slices).
import { createRoot } from 'react-dom/client';
import { preloadPage, renderApp } from './app/App';
import { nextTask } from './app/boot/nextTask';
import { startSession } from './app/session/startSession';
import './styles/app.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await nextTask();
  startSession();
  await nextTask();
  preloadPage(window.location.pathname);
  await nextTask();
  renderApp(createRoot(container));
}

void start();
