/// Every benchmark, in the order they run.
let allBenches: [Bench] =
    coreBenches + combiningBenches + loopBenches + compositionBenches + terminalBenches + keyDecoderBenches
