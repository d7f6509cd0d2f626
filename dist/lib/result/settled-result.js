// What an allowed check returned, kept small until a comparison needs it (design §9 D13).
// Most checks are never compared: a comparison happens only when a check reaches its cap
// and a change lies between its runs. So a short result keeps a copy of its text and is
// digested on the first comparison; a long one is digested at once (its copy would cost
// more memory than the digest costs time).
import { MAX_BLOCKS, resultIdentities } from './digest.js';
import { ownCopy } from '../strings.js';
/** Results up to this many characters are kept as text until compared. */
export const KEEP_CHARS = 4096;
/** The text of `content` when it is at most `max` characters, else undefined. */
function shortText(content, max) {
    if (!Array.isArray(content))
        return '';
    if (content.length > MAX_BLOCKS)
        return undefined; // digested from its ends, never walked whole
    let text = '';
    for (const block of content) {
        const value = typeof block === 'object' && block !== null ? block.text : undefined;
        if (typeof value !== 'string' || value === '')
            continue;
        if (text.length + value.length + 1 > max + (text === '' ? 1 : 0))
            return undefined;
        text = text === '' ? value : `${text}\n${value}`;
    }
    return ownCopy(text);
}
export class SettledResult {
    isError;
    text;
    digests;
    /** @param content the host's result content; @param isError the result's flag. */
    constructor(content, isError) {
        this.isError = isError;
        this.text = shortText(content, KEEP_CHARS);
        if (this.text === undefined)
            this.digests = resultIdentities(content, isError);
    }
    /** D13: an error never equals a success; otherwise the digests (lib/result/digest.ts) decide.
     *  Two short texts that are equal are the same without digesting either. */
    sameAs(other) {
        if (this.isError !== other.isError)
            return false;
        if (this.text !== undefined && this.text === other.text)
            return true;
        return this.identities().exact === other.identities().exact;
    }
    /** D17: the same content, numbers and generated ids masked (D21). */
    sameContentAs(other) {
        if (this.isError !== other.isError)
            return false;
        if (this.text !== undefined && this.text === other.text)
            return true;
        return this.identities().content === other.identities().content;
    }
    /** Both identities, computed together on the first comparison that needs one. */
    identities() {
        if (this.digests === undefined) {
            this.digests = resultIdentities([{ text: this.text ?? '' }], this.isError);
            this.text = undefined;
        }
        return this.digests;
    }
}
