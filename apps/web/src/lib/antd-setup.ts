import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { _reactRoot?: Root };

// antd-mobile's imperative APIs (Toast, Dialog) still render with the React 18 API;
// on React 19 they show nothing unless given a createRoot-based renderer.
unstableSetRender((node, container: Container) => {
  container._reactRoot ||= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container._reactRoot;
  };
});
