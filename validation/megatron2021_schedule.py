#!/usr/bin/env python3
"""Megatron-LM's 2021 pipeline schedules as their code ran them, simulated: the call sequence of
megatron/schedules.py at commit 6985e58 (the code of Narayanan et al. 2021's Table 1, per
examples/sc21/README.md) for 1F1B and the interleaved schedule, each stage's compute blocks and
its p2p exchanges, which that code makes blocking (batch_isend_irecv, wait, then
torch.cuda.synchronize): an exchange ends when both sides have posted it (a rendezvous) plus the
transfer. Prints the bubble against the (p - 1) / (v m) the step-time model charges, for the
pipelined rows of Table 1 (docs/validation.md, "Narayanan et al. 2021, Table 1").

With equal stages the simulated bubble equals the formula exactly, rendezvous or not, with the
backward three times the forward (full recomputation); a transfer time x per exchange adds about
one x per micro-batch and model chunk, fewer than the 2 v sends per micro-batch the model charges
(the steady state's exchanges go both ways at once). So the 2021 schedule does not explain the
76.1B row's gap.

The same programs count the host synchronisations that code makes per step (not in the
step-time model: what one costs the GPU has not been measured here; validation/kernel_rates.py's
`synchronised_launches` measures it on a GPU): every timer start and stop calls
torch.cuda.synchronize() (megatron/global_vars.py), around each forward and backward step
('forward-compute', 'backward-compute'), around each forward step's get_batch
('batch-generator', pretrain_gpt.py) and around each p2p call; each p2p call synchronises once
more after its exchange; each get_batch copies the batch's sizes to the GPU from a Python list
(`torch.cuda.LongTensor(sizes)`, a blocking copy from pageable memory), back to the host after
broadcasting them (`.cpu()`), and on the tensor-parallel group's first rank the batch itself to
the GPU (`.cuda()`, blocking; the others wait for it at the broadcast) (mpu/data.py).

    python3 validation/megatron2021_schedule.py
"""

# Synchronisations per block of a program (see above).
SYNCS = {"F": 2 + 2 + 3, "B": 2, "comm": 2 + 1}


def synchronisations(prog) -> int:
    return sum(SYNCS[act[0]] for act in prog)

def chunk_id(mb_id, forward, p, v):
    g = mb_id % (p * v)
    c = g // p
    return c if forward else v - 1 - c

def program_interleaved(r, p, v, m):
    prog = []
    total = m * v
    first, last = r == 0, r == p - 1
    if m == p:
        warm = total
    else:
        warm = min((p - r - 1) * 2 + (v - 1) * p, total)
    rem = total - warm
    def is_first_virtual(c): return first and c == 0
    def is_last_virtual(c): return last and c == v - 1
    # recv_forward at start (chunk 0)
    if not is_first_virtual(0):
        prog.append(("comm", [("recv_prev",)]))
    for k in range(warm):
        c = chunk_id(k, True, p, v)
        prog.append(("F", c))
        nc = chunk_id(k + 1, True, p, v)
        recv_prev = True
        if first and nc == 0: recv_prev = False
        if k == total - 1: recv_prev = False
        send = not is_last_virtual(c)
        ops = []
        if k == warm - 1 and rem > 0:
            recv_next = not last
            if send: ops.append(("send_next",))
            if recv_prev: ops.append(("recv_prev",))
            if recv_next: ops.append(("recv_next",))
        else:
            if send: ops.append(("send_next",))
            if recv_prev: ops.append(("recv_prev",))
        if ops: prog.append(("comm", ops))
    for k in range(rem):
        fk = k + warm
        fc = chunk_id(fk, True, p, v)
        prog.append(("F", fc))
        bc = chunk_id(k, False, p, v)
        prog.append(("B", bc))
        send_f = not is_last_virtual(fc)
        send_b = not is_first_virtual(bc)
        recv_prev = True
        if first:
            nfc = chunk_id(fk - (p - 1), True, p, v)
            if nfc == v - 1: recv_prev = False
        recv_next = True
        if last:
            nbc = chunk_id(k - (p - 1), False, p, v)
            if nbc == 0: recv_next = False
        if k == rem - 1: recv_prev = False
        ops = []
        if send_b: ops.append(("send_prev",))
        if recv_prev: ops.append(("recv_prev",))
        if send_f: ops.append(("send_next",))
        if recv_next: ops.append(("recv_next",))
        if ops: prog.append(("comm", ops))
    for k in range(rem, total):
        bc = chunk_id(k, False, p, v)
        prog.append(("B", bc))
        nbc = chunk_id(k + 1, False, p, v)
        recv_next = True
        if last and nbc == v - 1: recv_next = False
        if k == total - 1: recv_next = False
        ops = []
        if not is_first_virtual(bc): ops.append(("send_prev",))
        if recv_next: ops.append(("recv_next",))
        if ops: prog.append(("comm", ops))
    return prog

def program_1f1b(r, p, m):
    prog = []
    first, last = r == 0, r == p - 1
    warm = min(p - r - 1, m)
    rem = m - warm
    def comm(*ops):
        ops = [o for o in ops if o]
        if ops: prog.append(("comm", [(o,) for o in ops]))
    for i in range(warm):
        comm(None if first else "recv_prev")
        prog.append(("F", 0))
        comm(None if last else "send_next")
    if rem > 0:
        comm(None if first else "recv_prev")
    for i in range(rem):
        lastit = i == rem - 1
        prog.append(("F", 0))
        comm(None if last else "send_next", None if last else "recv_next")
        prog.append(("B", 0))
        if lastit:
            comm(None if first else "send_prev")
        else:
            comm(None if first else "send_prev", None if first else "recv_prev")
    for i in range(warm):
        comm(None if last else "recv_next")
        prog.append(("B", 0))
        comm(None if first else "send_prev")
    return prog

def simulate(progs, p, tf, tb, x, rendezvous=True):
    """Each pair (send on a, recv on b) completes at max(start_a, start_b) + x when rendezvous,
    else at start_a + x (the receiver still waits for it)."""
    n = len(progs)
    pc = [0] * n
    clock = [0.0] * n
    # Post times of the k-th send and the k-th receive between two ranks, by (source, destination).
    sends = {}; recvs = {}
    sendcount = {}; recvcount = {}
    busy = [0.0] * n
    pending = [None] * n  # the exchange a rank is in: its (key, index, role) ops
    while True:
        progressed = False
        for r in range(n):
            while pc[r] < len(progs[r]):
                act = progs[r][pc[r]]
                if act[0] in ("F", "B"):
                    d = tf if act[0] == "F" else tb
                    clock[r] += d; busy[r] += d
                    pc[r] += 1; progressed = True
                    continue
                # comm: register posts once
                if pending[r] is None:
                    reg = []
                    for (kind,) in act[1]:
                        if kind == "send_next": key = (r, (r + 1) % n); role = "s"
                        elif kind == "send_prev": key = (r, (r - 1) % n); role = "s"
                        elif kind == "recv_prev": key = ((r - 1) % n, r); role = "r"
                        else: key = ((r + 1) % n, r); role = "r"
                        cnt = sendcount if role == "s" else recvcount
                        store = sends if role == "s" else recvs
                        idx = cnt.get(key, 0); cnt[key] = idx + 1
                        store.setdefault(key, {})[idx] = clock[r]
                        reg.append((key, idx, role))
                    pending[r] = reg
                    progressed = True
                end = clock[r]
                ok = True
                for key, idx, role in pending[r]:
                    s = sends.get(key, {}).get(idx); rv = recvs.get(key, {}).get(idx)
                    if s is None or rv is None:
                        ok = False; break
                    end = max(end, (max(s, rv) if rendezvous else s) + x)
                if not ok: break
                clock[r] = end
                pending[r] = None
                pc[r] += 1; progressed = True
        if all(pc[r] >= len(progs[r]) for r in range(n)):
            break
        if not progressed:
            raise RuntimeError("deadlock at " + str(pc))
    return max(clock), busy

if __name__ == "__main__":
    # (p, v, m) of Table 1's pipelined rows (39.1B ... 1T) and 76.1B without interleaving.
    for (p, v, m) in [(2,1,12),(4,3,28),(4,1,28),(8,2,48),(16,2,144),(35,3,280),(64,1,512)]:
        for x in (0.0, 0.01):
            tf = 1.0 / v; tb = 3.0 / v
            if v > 1: progs = [program_interleaved(r, p, v, m) for r in range(p)]
            else: progs = [program_1f1b(r, p, m) for r in range(p)]
            T, busy = simulate(progs, p, tf, tb, x)
            Tn, _ = simulate(progs, p, tf, tb, x, rendezvous=False)
            ideal = m * (tf + tb) * v
            formula = (p - 1) / (v * m)
            syncs = max(synchronisations(prog) for prog in progs)
            print(f"p {p:2d} v {v} m {m:3d} x {x:.2f}: bubble rendezvous {(T-ideal)/ideal:.4f}  async {(Tn-ideal)/ideal:.4f}  formula {formula:.4f}"
                  f"  synchronisations per step {syncs}")
