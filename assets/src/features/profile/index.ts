export { useMe, useUpdateMe } from "./api/me";
export { DeleteAccount } from "./components/delete-account";
export { DownloadData } from "./components/download-data";
export { NameForm } from "./components/name-form";
export { ProfileSection } from "./components/profile-section";
export { SignOutEverywhere } from "./components/sign-out-everywhere";
export type { Me } from "./types";
