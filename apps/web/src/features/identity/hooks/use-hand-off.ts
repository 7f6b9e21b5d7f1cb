import { representingParam } from '../../../app/host.ts';
import { useCreateSessionHandoffMutation } from '../api/identity-api.ts';

/**
 * Goes to `url` on another host of the deployment as the signed-in user acting for `companyId`
 * (decision 114). The session cookie of `localhost` never reaches `acme.localhost`, so the page asks
 * its own host for a one-minute, single-use token and posts it, as a top-level form, to the target
 * host, which starts a session of its own and redirects to the path. On this host, or when no token
 * can be had, it simply navigates (the target then asks to sign in).
 */
export function useHandOff(): (
  url: string,
  companyId: number,
  opts?: { newTab?: boolean },
) => Promise<void> {
  const [create] = useCreateSessionHandoffMutation();
  return async (url, companyId, opts = {}) => {
    const target = new URL(url, window.location.href);
    const plain = new URL(target);
    plain.searchParams.set(representingParam, String(companyId));
    const go = () =>
      opts.newTab
        ? window.open(plain.toString(), '_blank', 'noopener')
        : window.location.assign(plain.toString());
    if (target.host === window.location.host) return void go();
    const result = await create({ companyId, host: target.host });
    if (!result.data) return void go();
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = `${target.origin}/session/handoff`;
    if (opts.newTab) form.target = '_blank';
    const field = (name: string, value: string) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    };
    field('token', result.data.token);
    field('next', `${target.pathname}${target.search}`);
    document.body.appendChild(form);
    form.submit();
    form.remove();
  };
}
