import './app/zod-without-eval.ts';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { takeOverFirstScreen } from './app/first-screens/take-over.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { startApp } from './app/start.ts';
import { startPwa } from './features/pwa/start-pwa.ts';
import { getPlatform } from './platform/index.ts';

// First, so a chunk that fails to load while the app starts already reloads (R4.131).
startPwa({ isNative: getPlatform().isNative });
const queryClient = createQueryClient();
const router = createAppRouter();
void startApp({ queryClient, router });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
takeOverFirstScreen(container, router, () =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  ),
);
