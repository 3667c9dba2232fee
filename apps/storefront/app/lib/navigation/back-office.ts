/** The back office's addresses (issue 27): /admin and below, and its data requests. The shop never links to them. */
export const isBackOfficePath = (pathname: string) => /^\/admin(\/|\.data$|$)/.test(pathname);
