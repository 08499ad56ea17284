/// Every benchmark, in the order they run.
let allBenches: [Bench] = coreBenches + combiningBenches + terminalBenches + keyDecoderBenches
