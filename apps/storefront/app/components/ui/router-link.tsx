import { Form as RouterForm, Link as RouterLink, type FormProps, type LinkProps } from 'react-router';
import type { Ref } from 'react';

/**
 * React Router's `Link` and `Form` without `data-discover="true"`: that attribute serves lazy route discovery, and
 * this app lists every route up front (`routeDiscovery: 'initial'`, react-router.config.ts), so it was 21 bytes of
 * nothing on each of the 80–170 links and forms a page carries (issue 29).
 */
export function Link(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink discover="none" {...props} />;
}

export function Form(props: FormProps & { ref?: Ref<HTMLFormElement> }) {
  return <RouterForm discover="none" {...props} />;
}
