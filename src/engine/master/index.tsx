// The generic master screens: one react-admin Resource per master definition (list at def.route, create
// at def.route/create, edit at def.route/:id; modal masters have the list only) and the data provider
// behind them. Every screen passes the definition's gate first (src/engine/gate.tsx).
import { lazy, type ComponentType, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Resource, type ResourceDefinitions, type ResourceProps } from 'react-admin';
import type { MasterDefinition } from '../../../definitions/define';
import { RouteGate } from '../gate';
import { MastersProvider, resourceName, RowExtraProvider } from './context';

// The screens load when a master is first opened: the app frame and a counter screen opened at start need none of them.
const MasterList = lazy(() => import('./MasterList').then((m) => ({ default: m.MasterList })));
const MasterCreate = lazy(() => import('./MasterPages').then((m) => ({ default: m.MasterCreate })));
const MasterEdit = lazy(() => import('./MasterPages').then((m) => ({ default: m.MasterEdit })));

export { createDataProvider } from './dataProvider';

/** `rowActions`: a master's hand-written row action by its name (src/custom-screens/index.ts MASTER_ROW_ACTIONS). */
function masterResources(defs: MasterDefinition[], rowActions: Readonly<Record<string, ComponentType>> = {}): ReactElement[] {
  const screen = (def: MasterDefinition, body: ReactElement) => (
    <RouteGate gate={def.gate} route={def.route}>
      <MastersProvider defs={defs}>
        <RowExtraProvider value={rowActions[def.name]}>{body}</RowExtraProvider>
      </MastersProvider>
    </RouteGate>
  );
  return defs.map((def) => {
    const pages = def.form === 'page';
    return (
      <Resource
        key={def.name}
        name={resourceName(def)}
        list={screen(def, <MasterList def={def} />)}
        create={pages ? screen(def, <MasterCreate def={def} />) : undefined}
        edit={pages ? screen(def, <MasterEdit def={def} />) : undefined}
      />
    );
  });
}

/**
 * The masters as routes among the app's own (`<CustomRoutes>`), each a react-admin <Resource> that draws its list and
 * forms, and their resource definitions, to be given to react-admin up front (ResourceDefinitionContextProvider).
 * As children of <AdminUI> react-admin would register the resources only after its routes had drawn, then unregister
 * and register them all again as it read its children a second time, drawing its routes and the frame again each
 * time: about 150 ms of one long task as the app starts, on a 2-core machine.
 */
export function masterRoutes(defs: MasterDefinition[], rowActions: Readonly<Record<string, ComponentType>> = {}): { routes: ReactElement[]; definitions: ResourceDefinitions } {
  const resources = masterResources(defs, rowActions);
  const name = (el: ReactElement) => (el.props as ResourceProps).name;
  return {
    routes: resources.map((el) => <Route key={name(el)} path={`${name(el)}/*`} element={el} />),
    definitions: Object.fromEntries(resources.map((el) => [name(el), Resource.registerResource(el.props as ResourceProps)])),
  };
}
