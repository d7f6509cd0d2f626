/** A temporary of `target` that its run created and still holds open. */
export interface Claim {
    readonly path: string;
    readonly fd: number;
}
/** A claim on `target`: its stale temporaries removed, a temporary of this run created, no
 *  other run's temporary there. `shown` names the file in messages. The caller closes the
 *  claim's file and renames it over `target`, or removes it.
 *  @throws InputError when the folder cannot be written, or another run keeps its claim. */
export declare function claimTemporary(target: string, shown: string): Claim;
