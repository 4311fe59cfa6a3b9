import type { ChangePasswordBody, Profile, UpdateProfileBody } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { localName } from '../../lib/local-name';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import * as auth from '../auth';
import * as repo from './profiles.repository';

export async function getProfile(ctx: SignedInContext): Promise<Profile> {
  const row = await repo.findProfileRow(ctx.db, ctx.actor.userId);
  if (!row) throw new AppError('UNAUTHORIZED');
  return {
    id: row.id,
    accountName: row.account_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language,
    customer: row.customer_id ? { id: row.customer_id, name: row.customer_name ?? '', code: row.customer_code } : null,
    salesman: row.salesman_id ? { id: row.salesman_id, name: row.salesman_name ?? '', code: row.salesman_code ?? '' } : null,
    roleName: localName(row.role_names, ctx.culture, row.role_name),
    lastLoggedOn: row.last_logged_on ? new Date(row.last_logged_on).toISOString() : null,
  };
}

/**
 * The user changes his own names, email and language. The account name, role and links stay with
 * the administrators. An email another live user has is refused (EMAIL_TAKEN).
 */
export async function updateProfile(ctx: SignedInContext, body: UpdateProfileBody): Promise<void> {
  const userId = ctx.actor.userId;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await repo.lockProfileFields(trx, userId);
      if (!before) throw new AppError('UNAUTHORIZED');
      if (await repo.emailTakenByOther(trx, body.email, userId)) throw new AppError('EMAIL_TAKEN', { email: body.email });
      const values = {
        email: body.email,
        first_name: body.firstName === undefined ? before.first_name : body.firstName || null,
        last_name: body.lastName === undefined ? before.last_name : body.lastName || null,
        language: body.language,
      };
      await repo.updateProfileFields(trx, userId, values);
      await writeAudit(trx, ctx.actor, {
        action: 'update-profile',
        entity: 'user',
        entityId: userId,
        before: { email: before.email, firstName: before.first_name, lastName: before.last_name, language: before.language },
        after: { email: values.email, firstName: values.first_name, lastName: values.last_name, language: values.language },
      });
    });
  } catch (err) {
    // Two requests racing past the check meet the unique index: still EMAIL_TAKEN, not 500.
    if (uniqueViolation(err) === 'users_email_key') throw new AppError('EMAIL_TAKEN', { email: body.email });
    throw err;
  }
}

/** PUT /api/profiles/change-password: the caller's own password, by the sign-in area's rules (current password, policy, sessions). */
export function changeOwnPassword(ctx: SignedInContext, body: ChangePasswordBody): Promise<void> {
  return auth.changeOwnPassword(ctx, body);
}
