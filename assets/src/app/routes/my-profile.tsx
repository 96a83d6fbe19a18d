import { useNavigate } from "react-router-dom";
import { ErrorMessage, Spinner } from "@/components/ui";
import { ChangeEmailForm, ChangePasswordForm, useAuth, useFirebaseAccount } from "@/features/auth";
import { DefaultAddressForm } from "@/features/orders";
import {
  DeleteAccount,
  DownloadData,
  NameForm,
  ProfileSection,
  SignOutEverywhere,
  useMe,
  useUpdateMe,
} from "@/features/profile";
import { useDeferredData } from "@/hooks/use-deferred-data";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { notify } from "@/lib/toast";

export const ACCOUNT_DELETED = "Your account has been deleted. Thank you for shopping with us.";
export const SIGNED_OUT_EVERYWHERE = "You have been signed out on every device.";

export function MyProfilePage() {
  useDocumentTitle("My Profile");
  const me = useMe();
  const profile = useDeferredData(me.data);
  const update = useUpdateMe();
  const { user, signOut } = useAuth();
  // The shop's token says whether the account has a password; only an older token sends us
  // to Firebase for it (its SDK then loads only when a form is sent).
  const askFirebase = user?.hasPassword === undefined;
  const account = useFirebaseAccount({ enabled: askFirebase });
  const hasPassword = user?.hasPassword ?? account.data?.hasPassword ?? false;
  // Only this page's own question waits: the e-mail banner asks Firebase the same thing
  // later, and the forms must not give way to the spinner then (what was typed would go).
  const waitingForFirebase = askFirebase && account.isLoading;
  const navigate = useNavigate();

  const onDeleted = async () => {
    await signOut({ quiet: true });
    void notify.success(ACCOUNT_DELETED, { toastId: "account-deleted" });
    navigate("/", { replace: true });
  };

  const onSignedOutEverywhere = async () => {
    await signOut({ quiet: true });
    void notify.success(SIGNED_OUT_EVERYWHERE, { toastId: "signed-out-everywhere" });
    navigate("/login", { replace: true });
  };

  return (
    <div className="max-w-2xl">
      <h1 className="font-serif text-3xl font-bold text-ink-950">My Profile</h1>
      {/* The forms for e-mail/password accounts wait for Firebase's answer too, so that the
          page is drawn once, whole, and nothing moves when they arrive. */}
      {me.isError ? (
        <div className="mt-6">
          <ErrorMessage error={me.error} onRetry={() => void me.refetch()} title="We couldn't load your profile" />
        </div>
      ) : !profile || waitingForFirebase ? (
        <Spinner label="Loading your profile…" />
      ) : (
        <div className="mt-6 space-y-6">
          {profile.name ? <p className="text-lg text-ink-800">Hello, {profile.name}.</p> : null}
          <ProfileSection title="Your name">
            <NameForm me={profile} />
          </ProfileSection>
          <ProfileSection title="Email">
            <p className="font-medium break-all text-ink-950">{profile.email}</p>
            <p className="mt-1 text-sm text-ink-600">
              {profile.emailVerified ? "Verified." : "Not verified yet: open the link we e-mailed you."}
            </p>
            {hasPassword ? <ChangeEmailForm currentEmail={profile.email} /> : null}
          </ProfileSection>
          <ProfileSection
            title="Default delivery address"
            description="Your orders start from this address; you can still change it on each order."
          >
            <DefaultAddressForm
              saved={profile.deliveryAddress}
              save={async (deliveryAddress) => (await update.mutateAsync({ deliveryAddress })).deliveryAddress}
            />
          </ProfileSection>
          {hasPassword ? (
            <ProfileSection title="Change password">
              <ChangePasswordForm />
            </ProfileSection>
          ) : null}
          <ProfileSection
            title="Sign out everywhere"
            description="Lost a phone, or signed in on someone else's computer? End every session of your account."
          >
            <SignOutEverywhere onSignedOut={onSignedOutEverywhere} />
          </ProfileSection>
          <ProfileSection title="Your data" description="A JSON file with your account, your orders and your reviews.">
            <DownloadData />
          </ProfileSection>
          <ProfileSection
            title="Delete my account"
            description="You can delete your account once none of your orders is on its way."
          >
            <DeleteAccount email={profile.email} onDeleted={onDeleted} />
          </ProfileSection>
        </div>
      )}
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { MyProfilePage as Component };
