import { LogIn, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '../api/get-me';

/** Header link: "Account" when signed in, "Sign in" otherwise. */
export function AccountLink() {
  const { data: me } = useMe();
  const signedIn = me?.kind === 'account';
  const label = signedIn ? 'Account' : 'Sign in';
  const Icon = signedIn ? UserRound : LogIn;
  return (
    <Link
      to={signedIn ? '/app/account' : '/app/sign-in'}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-xl hover:bg-subtle"
    >
      <Icon className="size-5" aria-hidden />
    </Link>
  );
}
