import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IsNull, type EntityManager } from 'typeorm';
import { CustomerPhotoMessages, CustomerPhotoRules, DomainError, ErrorCode } from '@plumbing/shared';
import { generatedSecret } from '../../lib/generated-secret';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import { lockForTransaction } from '../../db/transaction-lock';
import { isUuid } from '../../lib/uuid';
import type { ModuleDeps } from '../domain-module';
import type { MediaService, MediaStorage } from '../media';
import type { RateLimitRule, RateLimitService } from '../rate-limit';
import { CustomerPhoto, storageKeys, type ShownCustomerPhoto } from './customer-photo.entity';
import { keepPhoto } from './photo-intake';
import { PhotoSignatures } from './photo-signatures';
import { RepeatingTask } from '../../lib/repeating-task';

/** How long a form may upload photos after it got its token. */
const UPLOAD_TOKEN_SECONDS = 2 * 60 * 60;
/** Unattached photos are kept this long: the request they go with may still come (then they are swept). */
const UNATTACHED_SECONDS = 24 * 60 * 60;
/** How long an address the owner's browser fetches a photo by works. */
const VIEW_SECONDS = 10 * 60;
/** The longest side of a thumbnail (the appointment dialog's and the messages' strips). */
const THUMBNAIL_SIDE = 320;

export interface CustomerPhotoOptions {
  now?: () => Date;
  /** Photos one client address may upload per window. */
  uploadRule?: RateLimitRule;
  /** Photos the whole site takes per window: a flood costs storage, not the site. */
  siteRule?: RateLimitRule;
}

/** Which request photos are attached to. */
export type PhotoOwner = { appointmentId: string } | { messageId: string };

/**
 * Customers' photos of the problem (issue #40): taken through an upload token bound to one form
 * submission, kept private (never under /uploads), attached to the appointment or message they
 * came with and shown to the owner through signed, short-lived addresses.
 */
export class CustomerPhotoService {
  readonly signatures: PhotoSignatures;
  /** The site's photo storage (disk or bucket), under a prefix /uploads never serves. */
  private readonly storage: MediaStorage;
  private readonly uploadRule: RateLimitRule;
  private readonly siteRule: RateLimitRule;
  private readonly now: () => Date;

  constructor(
    private readonly deps: ModuleDeps<{ media: MediaService; rateLimits: RateLimitService }>,
    options: CustomerPhotoOptions = {},
  ) {
    const key = generatedSecret(deps.config.dataDir, 'customer-photo-key', () => randomBytes(32).toString('base64url'));
    this.now = options.now ?? (() => new Date());
    this.signatures = new PhotoSignatures(key, this.now);
    this.storage = deps.media.storage;
    this.uploadRule = options.uploadRule ?? { limit: 40, windowSeconds: 60 * 60 };
    this.siteRule = options.siteRule ?? { limit: 500, windowSeconds: 24 * 60 * 60 };
  }

  /** A form's upload token, before its first photo. */
  async startUpload(clientAddress: string): Promise<{ token: string; expiresAt: Date }> {
    if ((await this.deps.rateLimits.hitFromClient('photo-token', clientAddress, this.uploadRule)).exceeded) {
      throw new DomainError(ErrorCode.RATE_LIMITED, CustomerPhotoMessages.rateLimited);
    }
    return this.signatures.uploadToken(UPLOAD_TOKEN_SECONDS);
  }

  /**
   * Takes one photo (the file it was received into) for the submission `token` names, or refuses it
   * with the reason in plain words; nothing is kept from a refused one.
   */
  async upload(token: string | undefined, file: string, clientAddress: string): Promise<CustomerPhoto> {
    const submission = this.signatures.submissionOf(token);
    if (!submission) throw new DomainError(ErrorCode.UNAUTHENTICATED, CustomerPhotoMessages.uploadExpired);
    const { rateLimits } = this.deps;
    if ((await rateLimits.hitFromClient('photo', clientAddress, this.uploadRule)).exceeded)
      throw new DomainError(ErrorCode.RATE_LIMITED, CustomerPhotoMessages.rateLimited);
    if ((await rateLimits.hit('photo:*', this.siteRule)).exceeded)
      throw new DomainError(ErrorCode.RATE_LIMITED, CustomerPhotoMessages.siteBusy);
    // The thumbnail comes from the kept JPEG (at most 2048 px): cheap enough to make outside the turn.
    const kept = await this.deps.media.decoding(() => keepPhoto(file));
    const thumbnail = await sharp(kept.jpeg)
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside' })
      .jpeg({ quality: 75 })
      .toBuffer();
    const photos = this.deps.db.getRepository(CustomerPhoto);
    const photo = await this.deps.db
      .transaction(async (manager) => {
        // Photos sent side by side for one submission are counted one at a time.
        await lockForTransaction(manager, `customer-photo:${submission}`);
        const submitted = manager.getRepository(CustomerPhoto);
        if ((await submitted.countBy({ submission })) >= CustomerPhotoRules.maxPerRequest)
          throw new DomainError(ErrorCode.BAD_USER_INPUT, CustomerPhotoMessages.tooMany);
        return submitted.save(
          submitted.create({ submission, width: kept.width, height: kept.height, bytes: kept.jpeg.length, createdAt: this.now() }),
        );
      })
      .catch((error: unknown) => {
        // The request itself can still be sent (it is kept on disk): the photo says so in plain words.
        throw isDatabaseUnreachable(error) ? new DomainError(ErrorCode.SERVICE_UNAVAILABLE, CustomerPhotoMessages.notStored) : error;
      });
    // The files after the row: the sweep removes files without a row, never one being written.
    const keys = storageKeys(photo.id);
    try {
      await this.storage.put(keys.thumbnail, thumbnail);
      await this.storage.put(keys.full, kept.jpeg);
    } catch (error) {
      this.deps.logger.error({ err: error }, 'customer photo could not be stored');
      await photos.delete({ id: photo.id });
      await this.storage.delete([keys.thumbnail, keys.full]).catch(() => undefined);
      throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, CustomerPhotoMessages.notStored);
    }
    return photo;
  }

  /** Takes back a photo the form removed before sending, while no request has it; answers whether one was removed. */
  async discard(token: string | undefined, id: string): Promise<boolean> {
    const submission = this.signatures.submissionOf(token);
    if (!submission) throw new DomainError(ErrorCode.UNAUTHENTICATED, CustomerPhotoMessages.uploadExpired);
    if (!isUuid(id)) return false;
    const { affected } = await this.deps.db
      .getRepository(CustomerPhoto)
      .delete({ id, submission, appointmentId: IsNull(), messageId: IsNull() });
    if (affected) await this.deleteFiles([id]);
    return Boolean(affected);
  }

  /**
   * Gives the photos the submission `token` names to the request being entered, in its
   * transaction; answers how many. An unknown or forged token attaches none.
   */
  async attach(manager: EntityManager, token: string | null | undefined, owner: PhotoOwner): Promise<number> {
    const submission = this.signatures.submissionOf(token, UNATTACHED_SECONDS);
    if (!submission) return 0;
    const { affected } = await manager
      .getRepository(CustomerPhoto)
      .update({ submission, appointmentId: IsNull(), messageId: IsNull() }, owner);
    return affected ?? 0;
  }

  /** Deletes a request's photos in the caller's transaction (before the request itself); answers their ids for deleteFiles after commit. */
  async deleteOf(manager: EntityManager, owner: PhotoOwner): Promise<string[]> {
    const photos = manager.getRepository(CustomerPhoto);
    const ids = (await photos.find({ select: { id: true }, where: owner })).map(({ id }) => id);
    if (ids.length) await photos.delete(ids);
    return ids;
  }

  /** Removes the stored files of deleted photos; what fails now, the hourly sweep removes. */
  async deleteFiles(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.storage
      .delete(ids.flatMap((id) => Object.values(storageKeys(id))))
      .catch((error) => this.deps.logger.warn({ err: error }, 'customer photo files left for the sweep'));
  }

  /** A request's photos, oldest first, with the addresses the owner's browser fetches them by. */
  async shown(owner: PhotoOwner): Promise<ShownCustomerPhoto[]> {
    const photos = await this.deps.db.getRepository(CustomerPhoto).find({ where: owner, order: { createdAt: 'ASC' } });
    return photos.map(({ id, width, height, createdAt }) => ({
      id,
      width,
      height,
      createdAt,
      url: this.address(id, 'full'),
      thumbnailUrl: this.address(id, 'thumbnail'),
    }));
  }

  private address(id: string, variant: 'full' | 'thumbnail'): string {
    const path = `/api/customer-photos/${id}/${variant}`;
    return `${path}?${this.signatures.viewQuery(path, VIEW_SECONDS)}`;
  }

  /** The stored JPEG a signed address names, or null (unknown, expired, forged, or its request deleted). */
  async open(id: string, variant: string, query: { expires?: unknown; signature?: unknown }) {
    if (
      !isUuid(id) ||
      (variant !== 'full' && variant !== 'thumbnail') ||
      !this.signatures.viewAllowed(`/api/customer-photos/${id}/${variant}`, query.expires, query.signature)
    )
      return null;
    if (!(await this.deps.db.getRepository(CustomerPhoto).existsBy({ id }))) return null;
    return this.storage.get(storageKeys(id)[variant]);
  }

  /** sweep, repeated while the app runs (not at start: nothing is due sooner than a day, and a start lists no storage). */
  readonly sweeping = new RepeatingTask(
    () => this.sweep(),
    (error) => this.deps.logger.warn({ err: error }, 'customer photo sweep failed'),
  );

  /**
   * Deletes the photos no request took within a day and those kept their retention (days after the
   * visit, or the message), then the stored files of every photo whose row is gone; answers how many files went.
   */
  async sweep(): Promise<number> {
    const photos = this.deps.db.getRepository(CustomerPhoto);
    const now = this.now().getTime();
    const unattached = new Date(now - UNATTACHED_SECONDS * 1000);
    const retained = new Date(now - this.deps.config.customerPhotoRetentionDays * 24 * 60 * 60 * 1000);
    await photos
      .createQueryBuilder()
      .delete()
      .where('appointment_id IS NULL AND message_id IS NULL AND created_at < :unattached', { unattached })
      .execute();
    await this.deps.db.query(
      `DELETE FROM customer_photo photo
        WHERE photo.appointment_id IN (SELECT id FROM appointment WHERE preferred_date < $1)
           OR photo.message_id IN (SELECT id FROM contact_message WHERE created_at < $1)`,
      [retained],
    );
    const kept = new Set((await photos.find({ select: { id: true } })).flatMap(({ id }) => Object.values(storageKeys(id))));
    const strays = (await this.storage.list('customer-photos/')).filter((key) => !kept.has(key));
    if (strays.length) await this.storage.delete(strays);
    return strays.length;
  }
}
