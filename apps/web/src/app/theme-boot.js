// Apply the saved theme before the first paint; features/theme takes over once the app runs.
// A classic script of its own (vite.config.ts themeBootScript), not inline: the Content
// Security Policy allows only the app's own script files.
{
  let dark = true;
  try {
    const saved = localStorage.getItem('themePreference');
    dark = saved === 'auto' ? matchMedia('(prefers-color-scheme: dark)').matches : saved !== 'light';
  } catch {
    // Storage blocked: keep the default dark theme.
  }
  document.documentElement.className = dark ? 'dark' : 'light';
}
