// First: before any schema is used.
import './lib/no-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/app.tsx';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(<StrictMode>{createApp()}</StrictMode>);
