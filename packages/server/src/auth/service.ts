import type { Db } from '../db/client.ts';
import type { TCompanyScope } from '../db/tenant.ts';
import type { Config } from '../config.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { actorFrom, type Actor } from './actor.ts';
import { buildMe } from './me.ts';
import { accountsOf } from './federated.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { hashToken, newToken } from './plugin.ts';
import { countHit, currentHits } from './rateLimitStore.ts';
import { IMPERSONATION_RULES, impersonationRefusal, mayImpersonate, type TImpersonationRefusal } from '@signoff/contract/auth';
import { recordAudit } from '../audit/recorder.ts';
import {
  deleteSession,
  findMember,
  findUserByEmail,
  insertSession,
  listImpersonationCandidates,
  listMemberships,
  setSessionActingAs,
  switchSessionCompany,
} from './queries.ts';

/** The per-account limit (any address) is reached: how long until the window ends, in the reason and Retry-After. */
function accountLocked(ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(
    429,
    'RATE_LIMITED',
    `Too many failed login attempts for this account. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** Logging in and out, the current user, switching company: what the auth routes delegate to. */
export class AuthService {
  constructor(
    private readonly db: Db,
    /** The restricted, company-scoped database /api/me reads the company's rows through. */
    private readonly tenancy: TCompanyScope,
    private readonly config: Config,
    private readonly meOptions: Parameters<typeof buildMe>[3],
  ) {}

  /** A new session for a valid e-mail and password; the same answer for an unknown e-mail and a wrong password. */
  async login(email: string, password: string) {
    // Counted per e-mail whether or not the account exists, so the limit does not tell which accounts do.
    const accountKey = `login-failures:${email.toLowerCase()}`;
    const failures = await currentHits(this.db, accountKey);
    if (failures && failures.current >= this.config.loginAccountLimit.maxFailures) throw accountLocked(failures.ttl);
    const user = await findUserByEmail(this.db, email);
    // An unknown e-mail still costs one hash, so timing does not tell which accounts exist.
    const isValid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !isValid) {
      // A success never resets this count: an attacker's failures from other addresses keep counting.
      await countHit(this.db, accountKey, this.config.loginAccountLimit.windowMs);
      throw new HttpError(401, 'BAD_CREDENTIALS', 'The e-mail address or password is not correct');
    }
    const [first] = await listMemberships(this.db, user.id);
    if (!first) throw new HttpError(403, 'NO_COMPANY', 'This account has no access to any company');
    const token = newToken();
    await insertSession(this.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      companyId: first.company.id,
      expiresAt: new Date(Date.now() + this.config.sessionAbsoluteHours * 3600_000),
    });
    return { token, me: await this.tenancy.run(first.company.id, () => this.me(actorFrom(user, first.membership, first.company))) };
  }

  async logout(token: string | undefined) {
    if (token) await deleteSession(this.db, hashToken(token));
  }

  me(actor: Actor) {
    return buildMe(this.db, this.tenancy.db, actor, this.meOptions);
  }

  /** The companies the user may switch to: the list GET /api/me carries as accounts, as its own call (spec 02 §7.2). */
  async federatedAccounts(actor: Actor) {
    const accounts = accountsOf(await listMemberships(this.db, actor.userId), actor);
    return {
      current_company_id: actor.companyId,
      accounts: accounts.map((a) => ({ ...a, is_current: a.company_id === actor.companyId })),
    };
  }

  async switchCompany(actor: Actor, token: string, companyId: number) {
    // The memberships here would be the impersonated person's: acting as them never reaches another company.
    if (actor.impersonatedBy) throw new HttpError(409, 'IMPERSONATING', IMPERSONATION_RULES.ALREADY);
    const all = await listMemberships(this.db, actor.userId);
    const target = all.find((m) => m.company.id === companyId);
    if (!target) throw new HttpError(404, 'NOT_FOUND', 'You have no access to that company');
    await switchSessionCompany(this.db, hashToken(token), target.company.id);
    const switched = actorFrom({ id: actor.userId, name: actor.userName, email: actor.email }, target.membership, target.company);
    // The rest of this request reads the company it switched to.
    return this.tenancy.run(target.company.id, () => this.me(switched));
  }

  /** The people an admin may act as; asking is refused like starting would be. */
  async impersonationCandidates(actor: Actor) {
    const refusal = mayImpersonate(impersonatorOf(actor));
    if (refusal) throw impersonationRefused(refusal);
    return { users: await listImpersonationCandidates(this.tenancy.db, actor.companyId, actor.userId) };
  }

  /** An admin acts as a person of the same company from now on, in this session; the trail records it. */
  async startImpersonation(actor: Actor, token: string, userId: number) {
    const own = mayImpersonate(impersonatorOf(actor));
    if (own) throw impersonationRefused(own);
    const target = await findMember(this.tenancy.db, actor.companyId, userId);
    // A user of another company (or none) does not exist for this admin.
    if (!target) throw notFound('This person');
    const refusal = impersonationRefusal(impersonatorOf(actor), { userId, isAdmin: target.membership.isAdmin });
    if (refusal) throw impersonationRefused(refusal);
    await this.tenancy.db.transaction(async (tx) => {
      await setSessionActingAs(tx, hashToken(token), userId);
      await recordAudit(tx, actor, { area: 'auth', action: 'impersonation_started', objectType: 'user', objectId: userId });
    });
    const admin = { userId: actor.userId, name: actor.userName };
    return this.me(actorFrom(target.user, target.membership, target.company, actor.requestId, admin));
  }

  /** Back to being the admin; the trail records it under the admin's name. */
  async stopImpersonation(actor: Actor, token: string) {
    if (!actor.impersonatedBy) throw new HttpError(409, 'NOT_IMPERSONATING', 'You are not acting as someone else');
    const admin = await findMember(this.tenancy.db, actor.companyId, actor.impersonatedBy.userId);
    if (!admin) throw new HttpError(401, 'UNAUTHENTICATED', 'Please log in');
    const adminActor = actorFrom(admin.user, admin.membership, admin.company, actor.requestId);
    await this.tenancy.db.transaction(async (tx) => {
      await setSessionActingAs(tx, hashToken(token), null);
      await recordAudit(tx, adminActor, { area: 'auth', action: 'impersonation_ended', objectType: 'user', objectId: actor.userId });
    });
    return this.me(adminActor);
  }
}

const impersonatorOf = (actor: Actor) => ({
  userId: actor.userId,
  isAdmin: actor.isAdmin,
  isReadOnly: actor.isReadOnly,
  isImpersonating: actor.impersonatedBy !== null,
});

/** A refusal says which rule stopped it; acting as someone while already doing so is a conflict, the rest forbidden. */
const impersonationRefused = (rule: TImpersonationRefusal) =>
  new HttpError(rule === 'ALREADY' ? 409 : rule === 'SELF' ? 400 : 403, `IMPERSONATION_${rule}`, IMPERSONATION_RULES[rule]);
