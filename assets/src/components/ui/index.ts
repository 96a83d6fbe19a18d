export { Alert } from "./alert";
export { EmptyState } from "./empty-state";
export { ErrorMessage } from "./error-message";
export { SectionHeading } from "./section-heading";
export { Pager } from "./pager";
export { ResponsiveList, type ListColumn } from "./responsive-list";
export { SkeletonBar } from "./skeleton-bar";
export { Spinner } from "./spinner";
export { button, cardTitle, focusRing, narrowOnPhone, textLink, type ButtonSize, type ButtonVariant } from "./styles";
