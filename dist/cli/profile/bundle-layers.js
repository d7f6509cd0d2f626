// The bundle layers of the profile a patch file sits in, as far as they can be read beside
// it. A dsh profile folder holds package.json, whose `dsh.profile.bundles` lists packages;
// dsh applies each one's patch file (its package.json's `dsh.bundle.patch`) in that order,
// and the profile's own cordis.patch.yml after them. A bundle installed into the profile
// (`dsh plugin --profile <name> add …`, route A) is in its node_modules and read here; dsh
// takes the bundles it ships (@deepseek-ai/dsh-base, …) from its own installation, which
// cannot be found from here: they are left unread, and so is any other bundle missing from
// node_modules (said by the caller).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describeValue, errorMessage, isPlainObject } from '../../lib/values.js';
import { InputError } from '../errors.js';
import { readConfigFile } from '../input/config-file.js';
import { pluginLayer } from '../input/profile-config.js';
import { patchesOf, readPatchFile } from './patch-file.js';
/** The scope of the bundles dsh ships, which it takes from its installation. */
export const DSH_SCOPE = '@deepseek-ai/';
/** A package name that names a folder under node_modules (`pkg` or `@scope/pkg`), nothing else. */
const PACKAGE_NAME = /^(?:@[\w.-]+\/)?[\w.-]+$/;
/** A package.json, parsed. @throws InputError when it cannot be read or is no JSON object. */
function readManifest(path) {
    const text = readConfigFile(path, '', '');
    let parsed;
    try {
        parsed = JSON.parse(text.replace(/^\ufeff/, ''));
    }
    catch (error) {
        throw new InputError(`${path}: not valid JSON (${errorMessage(error)})`);
    }
    if (!isPlainObject(parsed))
        throw new InputError(`${path}: not a JSON object (got ${describeValue(parsed)})`);
    return parsed;
}
/** `value.dsh[section]`, when it is a mapping. */
function dshField(value, section) {
    const dsh = value['dsh'];
    const field = isPlainObject(dsh) ? dsh[section] : undefined;
    return isPlainObject(field) ? field : undefined;
}
/** The bundle layers of the profile `patchFile` is the cordis.patch.yml of.
 *  @throws InputError for a package.json that cannot be read, a bundle whose package.json
 *  declares no patch (dsh refuses to start), or a bundle patch dsh would refuse. */
export function readBundleLayers(patchFile) {
    const dir = dirname(patchFile);
    const manifest = join(dir, 'package.json');
    const none = (alone) => ({ manifest: undefined, alone, read: [], unread: [], last: undefined });
    if (!existsSync(manifest))
        return none('no package.json beside it');
    const profile = dshField(readManifest(manifest), 'profile');
    if (profile === undefined)
        return none(`${manifest} has no dsh.profile`);
    const bundles = profile['bundles'] ?? [];
    if (!Array.isArray(bundles) || !bundles.every((name) => typeof name === 'string')) {
        throw new InputError(`${manifest}: dsh.profile.bundles must be a list of package names (got ${describeValue(bundles)})`);
    }
    const read = [];
    const unread = [];
    let last;
    for (const name of bundles) {
        const folder = join(dir, 'node_modules', name);
        if (!PACKAGE_NAME.test(name) || name.split('/').includes('..') || !existsSync(join(folder, 'package.json'))) {
            unread.push(name);
            continue;
        }
        const patch = dshField(readManifest(join(folder, 'package.json')), 'bundle')?.['patch'];
        if (typeof patch !== 'string') {
            throw new InputError(`${join(folder, 'package.json')}: ${name} is in ${manifest}'s dsh.profile.bundles but declares no dsh.bundle.patch; dsh refuses to start with it`);
        }
        const file = readPatchFile(join(folder, patch));
        last = pluginLayer(patchesOf(file), last);
        read.push({ name, file, layer: last });
    }
    return { manifest, alone: undefined, read, unread, last };
}
