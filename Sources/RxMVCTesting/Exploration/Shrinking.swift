import RxTesting

extension ExplorationRunner {
    /// The simplest steps found from `steps` (which fail) on which the invariant still fails: fewer events first,
    /// then events sent earlier, then events listed earlier in `events`. Each candidate is one run; at most
    /// `budget` runs.
    func shrink(_ steps: [ExplorationStep], failure: InvariantBreak<M.State>, budget: Int = 2_000)
        -> (steps: [ExplorationStep], failure: InvariantBreak<M.State>)
    {
        var best = (steps: steps, failure: failure)
        var remaining = budget
        func attempt(_ candidate: [ExplorationStep]) -> Bool {
            guard remaining > 0 else { return false }
            remaining -= 1
            guard let broken = run(candidate) else { return false }
            best = (candidate, broken)
            return true
        }
        var improved = true
        while improved, remaining > 0 {
            improved = false
            // Events after the failure cannot have caused it.
            let cut = best.steps.filter { $0.time <= best.failure.time }
            if cut.count < best.steps.count, attempt(cut) { improved = true }
            // Fewer events: drop blocks, halving their size down to one event.
            var size = max(best.steps.count / 2, 1)
            while size >= 1, !best.steps.isEmpty {
                var start = 0
                while start < best.steps.count {
                    var candidate = best.steps
                    candidate.removeSubrange(start..<min(start + size, candidate.count))
                    if attempt(candidate) { improved = true } else { start += size }
                }
                size /= 2
            }
            // Earlier events: shorten each gap (moving the later events with it), to zero, to half, by one.
            for index in best.steps.indices {
                let previous = index == 0 ? 0 : best.steps[index - 1].time
                let gap = best.steps[index].time - previous
                for shorter in Set([0, gap / 2, gap - 1]).sorted() where shorter >= 0 && shorter < gap {
                    var candidate = best.steps
                    for later in index..<candidate.count { candidate[later].time -= gap - shorter }
                    if attempt(candidate) {
                        improved = true
                        break
                    }
                }
            }
            // Simpler events: one listed earlier.
            for index in best.steps.indices {
                for earlier in 0..<best.steps[index].eventIndex {
                    var candidate = best.steps
                    candidate[index].eventIndex = earlier
                    if attempt(candidate) {
                        improved = true
                        break
                    }
                }
            }
        }
        return best
    }
}
