<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CommandLine</name>
    <message>
        <source>RoofLab: will this model fit on the GPU, and will it be fast?</source>
        <translation>RoofLab: ¿cabrá este modelo en la GPU y será rápido?</translation>
    </message>
    <message>
        <source>Scenario file (.json) to open.</source>
        <translation>Archivo de escenario (.json) que se abrirá.</translation>
    </message>
    <message>
        <source>Scenario file to load.</source>
        <translation>Archivo de escenario que se cargará.</translation>
    </message>
    <message>
        <source>Render a chart to OUT (.png, .pdf or .svg) without a window and exit.</source>
        <translation>Renderiza un gráfico en OUT (.png, .pdf o .svg) sin abrir ninguna ventana y sale.</translation>
    </message>
    <message>
        <source>Output size in pixels (default 1920x1080).</source>
        <translation>Tamaño de salida en píxeles (predeterminado 1920x1080).</translation>
    </message>
    <message>
        <source>Device-pixel ratio of the export: 2 (default) draws text and lines twice as thick.</source>
        <translation>Relación de píxeles del dispositivo en la exportación: 2 (predeterminado) dibuja el texto y las líneas el doble de gruesos.</translation>
    </message>
    <message>
        <source>Chart theme: light, dark or presentation.</source>
        <translation>Tema del gráfico: light, dark o presentation.</translation>
    </message>
    <message>
        <source>Memory unit: GiB (default) or GB.</source>
        <translation>Unidad de memoria: GiB (predeterminada) o GB.</translation>
    </message>
    <message>
        <source>Start in presentation mode (F11).</source>
        <translation>Iniciar en modo presentación (F11).</translation>
    </message>
    <message>
        <source>Only one scenario FILE can be opened, got %1.</source>
        <translation>Solo se puede abrir un archivo de escenario (FILE); se recibieron %1.</translation>
    </message>
    <message>
        <source>--export needs --scenario FILE.</source>
        <translation>--export necesita --scenario FILE.</translation>
    </message>
    <message>
        <source>--export %1: unsupported format &apos;%2&apos; (use %3).</source>
        <translation>--export %1: formato no admitido &apos;%2&apos; (use %3).</translation>
    </message>
    <message>
        <source>--%1 only applies together with --export.</source>
        <translation>--%1 solo se aplica junto con --export.</translation>
    </message>
    <message>
        <source>--size %1: expected WxH with 1..%2 pixels each, e.g. 1920x1080.</source>
        <translation>--size %1: se esperaba WxH con 1..%2 píxeles cada uno, p. ej. 1920x1080.</translation>
    </message>
    <message>
        <source>--scale %1: expected a number from 0.25 to 8.</source>
        <translation>--scale %1: se esperaba un número de 0.25 a 8.</translation>
    </message>
    <message>
        <source>--size %1 at --scale %2 leaves under 64 logical pixels for the chart; lower the scale.</source>
        <translation>--size %1 con --scale %2 deja menos de 64 píxeles lógicos para el gráfico; reduzca la escala.</translation>
    </message>
    <message>
        <source>--theme %1: expected light, dark or presentation.</source>
        <translation>--theme %1: se esperaba light, dark o presentation.</translation>
    </message>
    <message>
        <source>--unit %1: expected GiB or GB.</source>
        <translation>--unit %1: se esperaba GiB o GB.</translation>
    </message>
    <message>
        <source>%1: not a valid scenario:
  %2</source>
        <translation>%1: no es un escenario válido:
  %2</translation>
    </message>
    <message>
        <source>warning: %1
</source>
        <translation>aviso: %1
</translation>
    </message>
    <message>
        <source>Interface and chart language: en, de, es, fr or zh_CN (default: as last chosen, else the system&apos;s).</source>
        <translation>Idioma de la interfaz y de los gráficos: en, de, es, fr o zh_CN (predeterminado: el último elegido o, si no, el del sistema).</translation>
    </message>
    <message>
        <source>--language %1: expected one of %2.</source>
        <translation>--language %1: se esperaba uno de estos: %2.</translation>
    </message>
    <message>
        <source>Comparison chart dimension: zero (default), checkpointing, precision, sequence, finetune, context, offload.</source>
        <translation>Dimensión del gráfico comparativo: zero (predeterminada), checkpointing, precision, sequence, finetune, context, offload.</translation>
    </message>
    <message>
        <source>--compare %1: expected zero, checkpointing, precision, sequence, finetune, context or offload.</source>
        <translation>--compare %1: se esperaba zero, checkpointing, precision, sequence, finetune, context u offload.</translation>
    </message>
    <message>
        <source>Draw rooflab-bench results on the roofline: a results file, or :/measurements/h100-sxm.json or :/measurements/h200.json (an H100 and an H200 measured, shipped with RoofLab).</source>
        <translation>Dibujar resultados de rooflab-bench en el roofline: un archivo de resultados, o :/measurements/h100-sxm.json o :/measurements/h200.json (una H100 y una H200 medidas, incluidas con RoofLab).</translation>
    </message>
    <message>
        <source>Chart to export: memory (default), roofline, comparison, timeline or serving.</source>
        <translation>Gráfico a exportar: memory (predeterminado), roofline, comparison, timeline o serving.</translation>
    </message>
    <message>
        <source>--chart %1: expected memory, roofline, comparison, timeline or serving.</source>
        <translation>--chart %1: se esperaba memory, roofline, comparison, timeline o serving.</translation>
    </message>
    <message>
        <source>--chart serving: %1</source>
        <translation>--chart serving: %1</translation>
    </message>
    <message>
        <source>the scenario has no &quot;serving&quot; block.</source>
        <translation>el escenario no tiene bloque &quot;serving&quot;.</translation>
    </message>
    <message>
        <source>no room for one request&apos;s KV cache.</source>
        <translation>no hay espacio para la caché KV de una petición.</translation>
    </message>
    <message>
        <source>Start exercise mode (Lectures &gt; Exercises) at exercise N.</source>
        <translation>Iniciar el modo de ejercicios (Clases &gt; Ejercicios) en el ejercicio N.</translation>
    </message>
    <message>
        <source>Show FILE (a saved scenario) beside the opened one, as File &gt; Compare with File... does.</source>
        <translation>Mostrar FILE (un escenario guardado) junto al abierto, como lo hace Archivo &gt; Comparar con un archivo...</translation>
    </message>
    <message>
        <source>--%1 does not apply together with --export.</source>
        <translation>--%1 no se aplica junto con --export.</translation>
    </message>
    <message>
        <source>--exercise %1: expected a number from 1 to %2.</source>
        <translation>--exercise %1: se esperaba un número de 1 a %2.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>A 7B model on one H100</source>
        <translation>Un modelo 7B en una H100</translation>
    </message>
    <message>
        <source>Largest model on 8 H100s</source>
        <translation>El mayor modelo en 8 H100</translation>
    </message>
    <message>
        <source>ZeRO-3 over 8 H100s with AdamW in bf16 mixed precision: how large can the model be?</source>
        <translation>ZeRO-3 en 8 H100 con AdamW en precisión mixta bf16: ¿qué tamaño puede tener el modelo?</translation>
    </message>
    <message>
        <source>Llama-scale run: 70B on 15T tokens</source>
        <translation>Entrenamiento a escala Llama: 70B con 15T tokens</translation>
    </message>
    <message>
        <source>6ND for a 70B model on 15T tokens on 1024 H100s at 50 % MFU: days and GPU-hours.</source>
        <translation>6ND para un modelo 70B con 15T tokens en 1024 H100 al 50 % de MFU: días y horas-GPU.</translation>
    </message>
    <message>
        <source>Checkpointing and ZeRO</source>
        <translation>Checkpointing y ZeRO</translation>
    </message>
    <message>
        <source>Llama 2 7B on 8 H100s: what each ZeRO stage and checkpointing mode saves.</source>
        <translation>Llama 2 7B en 8 H100: lo que ahorra cada etapa de ZeRO y cada modo de checkpointing.</translation>
    </message>
    <message>
        <source>Decode versus prefill</source>
        <translation>Decodificación frente a prefill</translation>
    </message>
    <message>
        <source>Llama 2 7B serving one sequence with a 4096-token context: decode is memory bound.</source>
        <translation>Llama 2 7B sirviendo una secuencia con un contexto de 4096 tokens: la decodificación está limitada por memoria.</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: no se puede abrir: %2</translation>
    </message>
    <message>
        <source>Fine-tuning a 7B model on one GPU</source>
        <translation>Ajuste fino de un modelo 7B en una GPU</translation>
    </message>
    <message>
        <source>Llama 2 7B on one H100: full fine-tuning against LoRA and QLoRA, side by side.</source>
        <translation>Llama 2 7B en una H100: ajuste fino completo frente a LoRA y QLoRA, lado a lado.</translation>
    </message>
    <message>
        <source>Mixture of experts: Mixtral 8x7B</source>
        <translation>Mezcla de expertos: Mixtral 8x7B</translation>
    </message>
    <message>
        <source>Mixtral 8x7B on 64 H100s with 8-way expert parallelism: one expert per GPU, an all-to-all per MoE layer and pass.</source>
        <translation>Mixtral 8x7B en 64 H100 con paralelismo de expertos de 8 vías: un experto por GPU, un all-to-all por capa MoE y pasada.</translation>
    </message>
    <message>
        <source>Long context: context parallelism</source>
        <translation>Contexto largo: paralelismo de contexto</translation>
    </message>
    <message>
        <source>Llama 3 8B on 128k-token sequences, each split over the 8 H100s of a node: activations per GPU shrink with the ring, compared side by side.</source>
        <translation>Llama 3 8B con secuencias de 128k tokens, cada una repartida entre las 8 H100 de un nodo: las activaciones por GPU se reducen con el anillo, comparadas lado a lado.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2. The file on disk was not changed.</source>
        <translation>No se puede guardar %1: %2. El archivo en disco no se ha modificado.</translation>
    </message>
    <message>
        <source>Offload: full fine-tuning of 7B on a 24 GB card</source>
        <translation>Descarga: ajuste fino completo de 7B en una tarjeta de 24 GB</translation>
    </message>
    <message>
        <source>Llama 2 7B trained in full on one RTX 4090: the optimizer and its fp32 state in host memory (ZeRO-Offload), the GPU keeps the 16-bit weights; what each offload saves and costs.</source>
        <translation>Llama 2 7B entrenado por completo en una RTX 4090: el optimizador y su estado fp32 en la memoria del host (ZeRO-Offload), la GPU conserva los pesos de 16 bits; lo que ahorra y cuesta cada descarga.</translation>
    </message>
    <message>
        <source>FP8 on H100s: faster, not smaller</source>
        <translation>FP8 en H100: más rápido, no más pequeño</translation>
    </message>
    <message>
        <source>Llama 3 8B with Transformer Engine&apos;s FP8 recipe on 8 H100s: the FP8 weight copies and their transposes against the smaller saved inputs, compared with bf16 side by side.</source>
        <translation>Llama 3 8B con la receta FP8 de Transformer Engine en 8 H100: las copias FP8 de los pesos y sus traspuestas frente a las entradas guardadas más pequeñas, junto a bf16.</translation>
    </message>
    <message>
        <source>Size-only 7B, bf16 mixed precision, AdamW, sequence 4096, micro-batch 8, full checkpointing: 18 bytes per parameter (16 with the textbook&apos;s 2-byte gradients) already exceed 80 GB.</source>
        <translation>Modelo 7B definido solo por tamaño, precisión mixta bf16, AdamW, secuencia de 4096, microlote de 8, checkpointing completo: 18 bytes por parámetro (16 con los gradientes de 2 bytes de los libros de texto) ya superan los 80 GB.</translation>
    </message>
</context>
<context>
    <name>rooflab</name>
    <message>
        <source>Cannot save chart to %1: the folder %2 does not exist.</source>
        <translation>No se puede guardar el gráfico en %1: la carpeta %2 no existe.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2 is not a folder.</source>
        <translation>No se puede guardar el gráfico en %1: %2 no es una carpeta.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the folder %2 is not writable (permission denied).</source>
        <translation>No se puede guardar el gráfico en %1: no se puede escribir en la carpeta %2 (permiso denegado).</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: it is a folder.</source>
        <translation>No se puede guardar el gráfico en %1: es una carpeta.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: rendering a %2 x %3 image failed.</source>
        <translation>No se puede guardar el gráfico en %1: falló el renderizado de una imagen de %2 x %3.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2</source>
        <translation>No se puede guardar el gráfico en %1: %2</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: writing the PDF failed.</source>
        <translation>No se puede guardar el gráfico en %1: falló la escritura del PDF.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the SVG painter did not start.</source>
        <translation>No se puede guardar el gráfico en %1: no se pudo iniciar el renderizador SVG.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: this build of RoofLab has no SVG support (it needs Qt SVG, Debian package qt6-svg-dev). Save as PNG or PDF instead.</source>
        <translation>No se puede guardar el gráfico en %1: esta compilación de RoofLab no admite SVG (necesita Qt SVG, paquete de Debian qt6-svg-dev). Guárdelo como PNG o PDF.</translation>
    </message>
    <message>
        <source>the file is %1 MiB, more than the %2 MiB RoofLab reads</source>
        <translation>el archivo tiene %1 MiB, más de los %2 MiB que lee RoofLab</translation>
    </message>
    <message>
        <source>the file is more than the %1 MiB RoofLab reads</source>
        <translation>el archivo supera los %1 MiB que lee RoofLab</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: %2. The existing file was kept.</source>
        <translation>No se puede guardar el gráfico en %1: %2. Se ha conservado el archivo existente.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: the PDF came out incomplete (%2 bytes written): the disk may be full or the file too large. The existing file was kept.</source>
        <translation>No se puede guardar el gráfico en %1: el PDF quedó incompleto (%2 bytes escritos): puede que el disco esté lleno o el archivo sea demasiado grande. Se ha conservado el archivo existente.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: no scratch file for the PDF.</source>
        <translation>No se puede guardar el gráfico en %1: no hay archivo temporal para el PDF.</translation>
    </message>
</context>
<context>
    <name>rooflab::ArchitectureDialog</name>
    <message>
        <source>Architecture</source>
        <translation>Arquitectura</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>Nombre del modelo</translation>
    </message>
    <message>
        <source>A label for this architecture; it is saved with the scenario.</source>
        <translation>Una etiqueta para esta arquitectura; se guarda con el escenario.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Layers (L)</source>
        <translation>Capas (L)</translation>
    </message>
    <message>
        <source>Number of transformer blocks. Activations and per-layer FLOPs scale with it.</source>
        <translation>Número de bloques transformer. Las activaciones y los FLOPs por capa escalan con él.</translation>
    </message>
    <message>
        <source>Hidden size (d_model)</source>
        <translation>Tamaño oculto (d_model)</translation>
    </message>
    <message>
        <source>Width of the residual stream; weights grow with its square.</source>
        <translation>Anchura del flujo residual; los pesos crecen con su cuadrado.</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Cabezas de atención</translation>
    </message>
    <message>
        <source>Query heads. The attention-score activations (without FlashAttention) scale with it.</source>
        <translation>Cabezas de consulta (query). Las activaciones de las puntuaciones de atención (sin FlashAttention) escalan con ellas.</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Cabezas KV</translation>
    </message>
    <message>
        <source>Key/value heads: equal to the heads for multi-head attention, fewer for grouped-query attention, 1 for multi-query. Sets the KV cache size.</source>
        <translation>Cabezas de clave/valor: tantas como cabezas en la atención multicabeza, menos en la atención de consultas agrupadas (GQA), 1 en la de consulta única (MQA). Determina el tamaño de la caché KV.</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>Dimensión de cabeza</translation>
    </message>
    <message>
        <source>Width of one head, usually d_model / heads.</source>
        <translation>Anchura de una cabeza, normalmente d_model / cabezas.</translation>
    </message>
    <message>
        <source>MLP hidden size (d_ff)</source>
        <translation>Tamaño oculto del MLP (d_ff)</translation>
    </message>
    <message>
        <source>Hidden width of the MLP (per expert for mixture-of-experts).</source>
        <translation>Anchura oculta del MLP (por experto en una mezcla de expertos).</translation>
    </message>
    <message>
        <source>GELU (2 matrices)</source>
        <translation>GELU (2 matrices)</translation>
    </message>
    <message>
        <source>SwiGLU (3 matrices)</source>
        <translation>SwiGLU (3 matrices)</translation>
    </message>
    <message>
        <source>MLP kind</source>
        <translation>Tipo de MLP</translation>
    </message>
    <message>
        <source>GELU MLPs have two weight matrices, SwiGLU (Llama) three.</source>
        <translation>Los MLP GELU tienen dos matrices de pesos; los SwiGLU (Llama), tres.</translation>
    </message>
    <message>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulario</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: the embedding table and the logits scale with it.</source>
        <translation>Tokens del vocabulario: la tabla de embeddings y los logits escalan con él.</translation>
    </message>
    <message>
        <source>Learned positions</source>
        <translation>Posiciones aprendidas</translation>
    </message>
    <message>
        <source>Rows of a learned position table (GPT-2: 1024); 0 for rotary or none.</source>
        <translation>Filas de una tabla de posiciones aprendida (GPT-2: 1024); 0 para posiciones rotatorias o sin posiciones.</translation>
    </message>
    <message>
        <source>Tie input and output embeddings</source>
        <translation>Compartir los embeddings de entrada y salida</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Embeddings compartidos</translation>
    </message>
    <message>
        <source>When tied, the LM head reuses the embedding table: V x d_model fewer parameters.</source>
        <translation>Si se comparten, la cabeza LM reutiliza la tabla de embeddings: V x d_model parámetros menos.</translation>
    </message>
    <message>
        <source>Biases in linear layers</source>
        <translation>Sesgos en las capas lineales</translation>
    </message>
    <message>
        <source>Biases</source>
        <translation>Sesgos</translation>
    </message>
    <message>
        <source>GPT-2 style linears carry biases; Llama style ones do not.</source>
        <translation>Las capas lineales de estilo GPT-2 llevan sesgos; las de estilo Llama, no.</translation>
    </message>
    <message>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>Normalisation</source>
        <translation>Normalización</translation>
    </message>
    <message>
        <source>LayerNorm has a scale and a bias per channel, RMSNorm only a scale.</source>
        <translation>LayerNorm tiene una escala y un sesgo por canal; RMSNorm, solo una escala.</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Expertos</translation>
    </message>
    <message>
        <source>0 or 1: a dense MLP. More: a mixture of experts; every expert&apos;s weights are stored.</source>
        <translation>0 o 1: un MLP denso. Más: una mezcla de expertos; se almacenan los pesos de todos los expertos.</translation>
    </message>
    <message>
        <source>Experts per token (top-k)</source>
        <translation>Expertos por token (top-k)</translation>
    </message>
    <message>
        <source>How many experts each token passes through (MoE only); sets the active parameters.</source>
        <translation>Cuántos expertos atraviesa cada token (solo MoE); determina los parámetros activos.</translation>
    </message>
    <message>
        <source>Not valid: %1</source>
        <translation>No válido: %1</translation>
    </message>
    <message>
        <source>%1 parameters (%2 per layer)</source>
        <translation>%1 parámetros (%2 por capa)</translation>
    </message>
    <message>
        <source>; %1 active per token</source>
        <translation>; %1 activos por token</translation>
    </message>
    <message>
        <source>Trained context</source>
        <translation>Contexto entrenado</translation>
    </message>
    <message>
        <source>The longest sequence the model was trained for (Llama 2: 4096), in tokens; 0 if unknown. Longer training sequences and serving contexts are warned about.</source>
        <translation>La secuencia más larga para la que se entrenó el modelo (Llama 2: 4096), en tokens; 0 si se desconoce. Se avisa de secuencias de entrenamiento y contextos de servicio más largos.</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Ventana deslizante</translation>
    </message>
    <message>
        <source>Keys each query attends to in windowed layers (Mistral 7B v0.1: 4096), in tokens; 0 for none. Adds no parameters; from this many tokens on, transformers&apos; SDPA attends through an explicit mask: the whole score square, a saved mask per layer.</source>
        <translation>Claves a las que atiende cada consulta en las capas con ventana (Mistral 7B v0.1: 4096), en tokens; 0 si no hay. No añade parámetros; a partir de tantos tokens, SDPA de transformers atiende con una máscara explícita: todo el cuadrado de puntuaciones y una máscara guardada por capa.</translation>
    </message>
    <message>
        <source>MLP activation</source>
        <translation>activación del MLP</translation>
    </message>
    <message>
        <source>A GELU MLP&apos;s activation, which decides what PyTorch keeps for the backward: GPT-2&apos;s gelu_new keeps four tensors of the MLP&apos;s width, one GELU kernel (Pythia, Falcon) its input, ReLU (OPT) only its output. As the implementation: gelu_new in Hugging Face&apos;s code, one kernel elsewhere.</source>
        <translation>La activación de un MLP GELU, que decide qué conserva PyTorch para la pasada hacia atrás: el gelu_new de GPT-2 conserva cuatro tensores del ancho del MLP, un único kernel GELU (Pythia, Falcon) su entrada, ReLU (OPT) solo su salida. Según la implementación: gelu_new en el código de Hugging Face, un solo kernel en los demás.</translation>
    </message>
    <message>
        <source>As the implementation&apos;s code</source>
        <translation>Según el código de la implementación</translation>
    </message>
    <message>
        <source>GELU, GPT-2&apos;s tanh formula (gelu_new)</source>
        <translation>GELU, fórmula tanh de GPT-2 (gelu_new)</translation>
    </message>
    <message>
        <source>GELU, one kernel</source>
        <translation>GELU, un solo kernel</translation>
    </message>
    <message>
        <source>ReLU</source>
        <translation>ReLU</translation>
    </message>
</context>
<context>
    <name>rooflab::BatchControls</name>
    <message>
        <source>Batch and sequence</source>
        <translation>Lote y secuencia</translation>
    </message>
    <message>
        <source>Micro-batch (sequences per GPU)</source>
        <translation>Microlote (secuencias por GPU)</translation>
    </message>
    <message>
        <source>Sequences each GPU processes per forward/backward pass. Activation memory grows linearly with it.</source>
        <translation>Secuencias que procesa cada GPU en cada pasada hacia delante/atrás. La memoria de activaciones crece linealmente con él.</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Longitud de secuencia (tokens)</translation>
    </message>
    <message>
        <source>Tokens per training sequence. Activations grow linearly with it, and quadratically for attention scores without FlashAttention.</source>
        <translation>Tokens por secuencia de entrenamiento. Las activaciones crecen linealmente con ella, y cuadráticamente en las puntuaciones de atención sin FlashAttention.</translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation>Pasos de acumulación de gradientes</translation>
    </message>
    <message>
        <source>Micro-batches summed before each optimizer step. Raises the global batch (tokens per step) without raising memory.</source>
        <translation>Microlotes que se suman antes de cada paso del optimizador. Aumenta el lote global (tokens por paso) sin aumentar la memoria.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Packed documents (tokens each)</source>
        <translation>Documentos empaquetados (tokens cada uno)</translation>
    </message>
    <message>
        <source>Documents packed into each sequence, and their length (where lengths vary, the length-weighted mean). A variable-length attention kernel (FlashAttention&apos;s cu_seqlens, Transformer Engine&apos;s packed sequences, torchtitan&apos;s block-causal mask) keeps each token&apos;s attention within its document: attention FLOPs and time shrink to documents x document length squared. Off: one document fills the sequence.</source>
        <translation>Documentos empaquetados en cada secuencia y su longitud (si varían, la media ponderada por longitud). Un kernel de atención de longitud variable (cu_seqlens de FlashAttention, las secuencias empaquetadas de Transformer Engine, la máscara block-causal de torchtitan) mantiene la atención de cada token dentro de su documento: los FLOPs y el tiempo de atención se reducen a documentos x longitud del documento al cuadrado. Desactivado: un documento llena la secuencia.</translation>
    </message>
</context>
<context>
    <name>rooflab::BitLayoutView</name>
    <message>
        <source>Bit layout</source>
        <translation>Disposición de bits</translation>
    </message>
    <message>
        <source>%1 sign bit(s), %2 exponent bits, %3 mantissa bits</source>
        <translation>%1 bit(s) de signo, %2 bits de exponente, %3 bits de mantisa</translation>
    </message>
    <message>
        <source>sign %1, exponent %2, mantissa %3</source>
        <translation>signo %1, exponente %2, mantisa %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartArea</name>
    <message>
        <source>Memory per GPU, component by component, against the GPU&apos;s capacity. Click a segment to see how it is computed.</source>
        <translation>Memoria por GPU, componente a componente, frente a la capacidad de la GPU. Haga clic en un segmento para ver cómo se calcula.</translation>
    </message>
    <message>
        <source>Compare by</source>
        <translation>Comparar por</translation>
    </message>
    <message>
        <source>The field varied across the bars; everything else stays as set on the left.</source>
        <translation>El campo que varía entre las barras; todo lo demás se mantiene como está configurado a la izquierda.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Etapa de ZeRO</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Checkpointing de activaciones</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longitud de secuencia</translation>
    </message>
    <message>
        <source>&amp;Compare by:</source>
        <translation>Comparar &amp;por:</translation>
    </message>
    <message>
        <source>&amp;Memory and roofline</source>
        <translation>&amp;Memoria y roofline</translation>
    </message>
    <message>
        <source>C&amp;omparison</source>
        <translation>C&amp;omparación</translation>
    </message>
    <message>
        <source>Step &amp;timeline</source>
        <translation>Crono&amp;grama del paso</translation>
    </message>
    <message>
        <source>Fine-tuning method</source>
        <translation>Método de ajuste fino</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>Paralelismo de contexto</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Descarga</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>&amp;Plan</translation>
    </message>
    <message>
        <source>Invalid scenario: nothing here is drawn from it.
%1</source>
        <translation>Escenario no válido: nada de esto se ha dibujado a partir de él.
%1</translation>
    </message>
    <message>
        <source>No step timeline: the scenario is invalid.
%1</source>
        <translation>Sin línea temporal del paso: el escenario no es válido.
%1</translation>
    </message>
    <message>
        <source>&amp;Serving</source>
        <translation>&amp;Servicio</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartExportDialog</name>
    <message>
        <source>Export Chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>Chart to export</source>
        <translation>Gráfico que se exportará</translation>
    </message>
    <message>
        <source>Which chart to write.</source>
        <translation>Qué gráfico se escribe.</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Output width</source>
        <translation>Anchura de salida</translation>
    </message>
    <message>
        <source>Output height</source>
        <translation>Altura de salida</translation>
    </message>
    <message>
        <source>Width of the PNG in pixels (PDF/SVG: the page proportions).</source>
        <translation>Anchura del PNG en píxeles (PDF/SVG: las proporciones de la página).</translation>
    </message>
    <message>
        <source>Height of the PNG in pixels (PDF/SVG: the page proportions).</source>
        <translation>Altura del PNG en píxeles (PDF/SVG: las proporciones de la página).</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Escala</translation>
    </message>
    <message>
        <source>Device-pixel ratio: 2 lays the chart out on half the pixels and draws it at double resolution, so text stays readable on a slide.</source>
        <translation>Relación de píxeles del dispositivo: 2 compone el gráfico sobre la mitad de píxeles y lo dibuja a doble resolución, para que el texto siga siendo legible en una diapositiva.</translation>
    </message>
    <message>
        <source>Output file</source>
        <translation>Archivo de salida</translation>
    </message>
    <message>
        <source>The suffix picks the format: %1.</source>
        <translation>La extensión determina el formato: %1.</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Examinar...</translation>
    </message>
    <message>
        <source>Choose the output file</source>
        <translation>Elija el archivo de salida</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Step timeline</source>
        <translation>Cronograma del paso</translation>
    </message>
    <message>
        <source>Plan: throughput against memory headroom</source>
        <translation>Plan: rendimiento frente a margen de memoria</translation>
    </message>
    <message>
        <source>Plan: GPUs against days</source>
        <translation>Plan: GPU frente a días</translation>
    </message>
    <message>
        <source>Serving: latency and throughput against load</source>
        <translation>Servicio: latencia y rendimiento frente a la carga</translation>
    </message>
</context>
<context>
    <name>rooflab::ChartExporter</name>
    <message>
        <source>Cannot save chart: there is no chart.</source>
        <translation>No se puede guardar el gráfico: no hay ningún gráfico.</translation>
    </message>
    <message>
        <source>Cannot save chart: no file name given.</source>
        <translation>No se puede guardar el gráfico: no se ha indicado ningún nombre de archivo.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: invalid size %2 x %3 at scale %4.</source>
        <translation>No se puede guardar el gráfico en %1: tamaño no válido %2 x %3 con escala %4.</translation>
    </message>
    <message>
        <source>Cannot save chart to %1: unknown file type &quot;%2&quot; (use .png, .pdf or .svg).</source>
        <translation>No se puede guardar el gráfico en %1: tipo de archivo desconocido &quot;%2&quot; (use .png, .pdf o .svg).</translation>
    </message>
    <message>
        <source>no suffix</source>
        <translation>sin extensión</translation>
    </message>
</context>
<context>
    <name>rooflab::CompareDialog</name>
    <message>
        <source>Compare: %1 and %2</source>
        <translation>Comparación: %1 y %2</translation>
    </message>
    <message>
        <source>%1 is invalid: %2</source>
        <translation>%1 no es válido: %2</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>The two scenarios have the same settings.</source>
        <translation>Los dos escenarios tienen los mismos ajustes.</translation>
    </message>
    <message>
        <source>%1 settings differ (current -&gt; %2):</source>
        <translation>%1 ajustes difieren (actual -&gt; %2):</translation>
    </message>
    <message>
        <source>The current scenario beside %1. Nothing here changes the scenario.</source>
        <translation>El escenario actual junto a %1. Nada aquí cambia el escenario.</translation>
    </message>
</context>
<context>
    <name>rooflab::ComparisonBuilder</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selectivo</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>every √L layers</source>
        <translation>cada √L capas</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 mixta</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 mixta</translation>
    </message>
    <message>
        <source>pure BF16</source>
        <translation>BF16 pura</translation>
    </message>
    <message>
        <source>FP8 mixed</source>
        <translation>FP8 mixta</translation>
    </message>
    <message>
        <source>AMP BF16</source>
        <translation>AMP BF16</translation>
    </message>
    <message>
        <source>AMP FP16</source>
        <translation>AMP FP16</translation>
    </message>
    <message>
        <source>Training memory per GPU by ZeRO stage</source>
        <translation>Memoria de entrenamiento por GPU según la etapa de ZeRO</translation>
    </message>
    <message>
        <source>Training memory per GPU by activation checkpointing</source>
        <translation>Memoria de entrenamiento por GPU según el checkpointing de activaciones</translation>
    </message>
    <message>
        <source>Training memory per GPU by precision</source>
        <translation>Memoria de entrenamiento por GPU según la precisión</translation>
    </message>
    <message>
        <source>Training memory per GPU by sequence length</source>
        <translation>Memoria de entrenamiento por GPU según la longitud de secuencia</translation>
    </message>
    <message>
        <source>ZeRO-0 (DDP)</source>
        <translation>ZeRO-0 (DDP)</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>Training memory per GPU by fine-tuning method</source>
        <translation>Memoria de entrenamiento por GPU según el método de ajuste fino</translation>
    </message>
    <message>
        <source>LoRA q, v</source>
        <translation>LoRA q, v</translation>
    </message>
    <message>
        <source>LoRA all</source>
        <translation>LoRA todas</translation>
    </message>
    <message>
        <source>QLoRA all</source>
        <translation>QLoRA todas</translation>
    </message>
    <message>
        <source>Training memory per GPU by context parallelism</source>
        <translation>Memoria de entrenamiento por GPU según el paralelismo de contexto</translation>
    </message>
    <message>
        <source>CP %1</source>
        <translation>CP %1</translation>
    </message>
    <message>
        <source>Training memory per GPU by what is offloaded</source>
        <translation>Memoria de entrenamiento por GPU según lo descargado</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimizador</translation>
    </message>
    <message>
        <source>+ activations</source>
        <translation>+ activaciones</translation>
    </message>
    <message>
        <source>+ parameters (ZeRO-3)</source>
        <translation>+ parámetros (ZeRO-3)</translation>
    </message>
</context>
<context>
    <name>rooflab::ComparisonChart</name>
    <message>
        <source>none of the %1 options fits</source>
        <translation>no cabe ninguna de las %1 opciones</translation>
    </message>
    <message>
        <source>%1 of %2 fit: %3</source>
        <translation>caben %1 de %2: %3</translation>
    </message>
</context>
<context>
    <name>rooflab::ControlPanel</name>
    <message>
        <source>a setting</source>
        <translation>un ajuste</translation>
    </message>
</context>
<context>
    <name>rooflab::CustomGpuDialog</name>
    <message>
        <source>Custom GPU</source>
        <translation>GPU personalizada</translation>
    </message>
    <message>
        <source>Dense (no 2:4 sparsity) datasheet figures. A peak of 0 means the card does not run that format.</source>
        <translation>Cifras densas de la hoja de datos (sin dispersión 2:4). Un pico de 0 significa que la tarjeta no admite ese formato.</translation>
    </message>
    <message>
        <source>My accelerator</source>
        <translation>Mi acelerador</translation>
    </message>
    <message>
        <source>GPU name</source>
        <translation>Nombre de la GPU</translation>
    </message>
    <message>
        <source>Shown in the charts and saved with the scenario.</source>
        <translation>Se muestra en los gráficos y se guarda con el escenario.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Device memory in decimal GB as the datasheet gives it (80 GB = 74.5 GiB): the capacity line of the memory chart.</source>
        <translation>Memoria del dispositivo en GB decimales, tal como la indica la hoja de datos (80 GB = 74,5 GiB): la línea de capacidad del gráfico de memoria.</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Ancho de banda</translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <source>Memory bandwidth: the slope of the roofline.</source>
        <translation>Ancho de banda de memoria: la pendiente del roofline.</translation>
    </message>
    <message>
        <source>FP32 matmul</source>
        <translation>Matmul FP32</translation>
    </message>
    <message>
        <source> TFLOP/s</source>
        <translation> TFLOP/s</translation>
    </message>
    <message>
        <source>Dense FP32 matrix throughput.</source>
        <translation>Rendimiento denso de matrices en FP32.</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>Dense TF32 tensor-core throughput.</source>
        <translation>Rendimiento denso de los tensor cores en TF32.</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>Dense BF16 tensor-core throughput: the usual basis of MFU.</source>
        <translation>Rendimiento denso de los tensor cores en BF16: la base habitual del MFU.</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>Dense FP16 tensor-core throughput.</source>
        <translation>Rendimiento denso de los tensor cores en FP16.</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Dense FP8 (E4M3 and E5M2) tensor-core throughput.</source>
        <translation>Rendimiento denso de los tensor cores en FP8 (E4M3 y E5M2).</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>Dense FP4 tensor-core throughput.</source>
        <translation>Rendimiento denso de los tensor cores en FP4.</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source> TOP/s</source>
        <translation> TOP/s</translation>
    </message>
    <message>
        <source>Dense INT8 tensor-core throughput.</source>
        <translation>Rendimiento denso de los tensor cores en INT8.</translation>
    </message>
    <message>
        <source>FP32 vector</source>
        <translation>FP32 vectorial</translation>
    </message>
    <message>
        <source>Plain CUDA-core FP32: the ceiling for non-matmul work (norms, softmax).</source>
        <translation>FP32 simple en núcleos CUDA: el techo para el trabajo que no es matmul (normalizaciones, softmax).</translation>
    </message>
</context>
<context>
    <name>rooflab::DocumentFiles</name>
    <message>
        <source>%1-parameter model</source>
        <translation>modelo de %1 parámetros</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>modelo personalizado</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>Cargar %1</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>No se puede abrir el escenario</translation>
    </message>
    <message>
        <source>%1 was not loaded; the current scenario is unchanged.

%2</source>
        <translation>No se ha cargado %1; el escenario actual no ha cambiado.

%2</translation>
    </message>
    <message>
        <source>Loaded %1 with warnings: %2</source>
        <translation>Se ha cargado %1 con avisos: %2</translation>
    </message>
    <message>
        <source>Loaded %1</source>
        <translation>Se ha cargado %1</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>No se puede guardar el escenario</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Se ha guardado %1</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json);;All files (*)</source>
        <translation>Escenarios de RoofLab (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Guardar escenario</translation>
    </message>
    <message>
        <source>scenario.json</source>
        <translation>escenario.json</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json)</source>
        <translation>Escenarios de RoofLab (*.json)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>Cannot import model config</source>
        <translation>No se puede importar la configuración del modelo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (a Hugging Face config.json is one).</source>
        <translation>%1 no es un objeto JSON (un config.json de Hugging Face lo es).</translation>
    </message>
    <message>
        <source>%1 was not imported; the current scenario is unchanged.

%2</source>
        <translation>%1 no se importó; el escenario actual no cambia.

%2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importar %1</translation>
    </message>
    <message>
        <source>Imported %1: %2 parameters</source>
        <translation>%1 importado: %2 parámetros</translation>
    </message>
    <message>
        <source>Import Model Config</source>
        <translation>Importar configuración del modelo</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Configuración de Hugging Face (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 is not a RoofLab scenario: save the scenario under another name</source>
        <translation>%1 no es un escenario de RoofLab: guarde el escenario con otro nombre</translation>
    </message>
</context>
<context>
    <name>rooflab::ExerciseCoach</name>
    <message>
        <source>The scenario has a problem (see the status bar): %1</source>
        <translation>El escenario tiene un problema (véase la barra de estado): %1</translation>
    </message>
</context>
<context>
    <name>rooflab::ExercisePanel</name>
    <message>
        <source>Exercise %1 of %2 - %3</source>
        <translation>Ejercicio %1 de %2 - %3</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Ejercicios</translation>
    </message>
    <message>
        <source>Lectures &gt; Exercises starts the first one.</source>
        <translation>Clases &gt; Ejercicios inicia el primero.</translation>
    </message>
    <message>
        <source>&amp;Check my answer</source>
        <translation>&amp;Comprobar mi respuesta</translation>
    </message>
    <message>
        <source>Checks the scenario as the controls set it now against the question</source>
        <translation>Comprueba el escenario tal como lo fijan ahora los controles frente a la pregunta</translation>
    </message>
    <message>
        <source>Show how it is computed</source>
        <translation>Mostrar cómo se calcula</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Back to the lecture&apos;s scenario as the exercise began</source>
        <translation>Volver al escenario de la clase tal como empezó el ejercicio</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Next exercise</source>
        <translation>Siguiente ejercicio</translation>
    </message>
</context>
<context>
    <name>rooflab::Exercises</name>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>a micro-batch of %1</source>
        <translation>un micro-lote de %1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 parámetros</translation>
    </message>
    <message>
        <source>it needs %1 per GPU, the GPU has %2</source>
        <translation>necesita %1 por GPU y la GPU tiene %2</translation>
    </message>
    <message>
        <source>the host&apos;s memory is too small for what is offloaded</source>
        <translation>la memoria del host es demasiado pequeña para lo descargado</translation>
    </message>
    <message>
        <source>the run takes %1 days, more than %2</source>
        <translation>la ejecución dura %1 días, más de %2</translation>
    </message>
    <message>
        <source> Typed in exactly, %1 GPUs are the fewest.</source>
        <translation> Escrito con exactitud, %1 GPU son las mínimas.</translation>
    </message>
    <message>
        <source> Typed in exactly, up to %1 fit.</source>
        <translation> Escrito con exactitud, caben hasta %1.</translation>
    </message>
    <message>
        <source> The fit search finds up to %1 parameters.</source>
        <translation> La búsqueda de ajuste encuentra hasta %1 parámetros.</translation>
    </message>
    <message>
        <source>This 7B model does not train on one H100: AdamW in mixed precision keeps 18 bytes per parameter before any activation. Set the ZeRO stage to 3 and find the fewest H100s it trains on: drag (or type) the GPU count.</source>
        <translation>Este modelo de 7B no se entrena en una H100: AdamW con precisión mixta guarda 18 bytes por parámetro antes de cualquier activación. Pon la etapa ZeRO en 3 y encuentra el menor número de H100 con el que se entrena: arrastra (o escribe) el número de GPU.</translation>
    </message>
    <message>
        <source>ZeRO-3 over 8 H100s: how large can the model be? Drag the model size up from 7B to the largest that still trains.</source>
        <translation>ZeRO-3 sobre 8 H100: ¿qué tamaño puede tener el modelo? Arrastra el tamaño del modelo desde 7B hasta el mayor que aún se entrena.</translation>
    </message>
    <message>
        <source>Llama 2 7B does not fit on these 8 H100s with plain data parallelism (ZeRO 0), not even at micro-batch 1. Set the ZeRO stage to 2 and find the largest micro-batch that fits.</source>
        <translation>Llama 2 7B no cabe en estas 8 H100 con paralelismo de datos simple (ZeRO 0), ni siquiera con micro-lote 1. Pon la etapa ZeRO en 2 y encuentra el mayor micro-lote que cabe.</translation>
    </message>
    <message>
        <source>The 70B model on 15T tokens: how many H100s finish the run within 120 days at the predicted speed? Drag the GPU count to the fewest.</source>
        <translation>El modelo de 70B con 15T tokens: ¿cuántas H100 terminan la ejecución en 120 días a la velocidad prevista? Arrastra el número de GPU al mínimo.</translation>
    </message>
    <message>
        <source>Llama-3.1-8B with each sequence split over 8 GPUs (context parallelism): drag the sequence length up from 8,192 tokens to the longest that still trains.</source>
        <translation>Llama-3.1-8B con cada secuencia repartida en 8 GPU (paralelismo de contexto): arrastra la longitud de secuencia desde 8.192 tokens hasta la más larga que aún se entrena.</translation>
    </message>
    <message>
        <source>Set the ZeRO stage to %1 first.</source>
        <translation>Pon primero la etapa ZeRO en %1.</translation>
    </message>
    <message>
        <source>Not yet: with %1, %2.</source>
        <translation>Todavía no: con %1, %2.</translation>
    </message>
    <message>
        <source>With %1 it works, and with %2 too: go further.</source>
        <translation>Con %1 funciona, y con %2 también: sigue.</translation>
    </message>
    <message>
        <source>With %1 it works, but with %2 too: fewer will do.</source>
        <translation>Con %1 funciona, pero con %2 también: bastan menos.</translation>
    </message>
    <message>
        <source>Right: with %1 it works; with %2, %3.</source>
        <translation>Correcto: con %1 funciona; con %2, %3.</translation>
    </message>
    <message>
        <source>Right: with %1 it works, and the controls go no further.</source>
        <translation>Correcto: con %1 funciona, y los controles no llegan más allá.</translation>
    </message>
</context>
<context>
    <name>rooflab::Explain</name>
    <message>
        <source>sequence length</source>
        <translation>longitud de secuencia</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>vocabulario</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>capas</translation>
    </message>
    <message>
        <source>FLOPs per multiply-add</source>
        <translation>FLOPs por multiplicación-suma</translation>
    </message>
    <message>
        <source>forward FLOPs of one layer</source>
        <translation>FLOPs de la pasada hacia delante de una capa</translation>
    </message>
    <message>
        <source>QKV projection 2 s h (q + 2 kv)</source>
        <translation>proyección QKV 2 s h (q + 2 kv)</translation>
    </message>
    <message>
        <source>scores 2 s² q</source>
        <translation>puntuaciones 2 s² q</translation>
    </message>
    <message>
        <source>softmax 3 a s²</source>
        <translation>softmax 3 a s²</translation>
    </message>
    <message>
        <source>MLP (4 or 6) s h d_ff</source>
        <translation>MLP (4 o 6) s h d_ff</translation>
    </message>
    <message>
        <source>forward FLOPs of the layers</source>
        <translation>FLOPs de la pasada hacia delante de las capas</translation>
    </message>
    <message>
        <source>embedding FLOPs</source>
        <translation>FLOPs de los embeddings</translation>
    </message>
    <message>
        <source>final logits FLOPs</source>
        <translation>FLOPs de los logits finales</translation>
    </message>
    <message>
        <source>forward FLOPs per sequence</source>
        <translation>FLOPs de la pasada hacia delante por secuencia</translation>
    </message>
    <message>
        <source>sustained cluster FLOP/s</source>
        <translation>FLOP/s sostenidos del clúster</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>peak per GPU</source>
        <translation>pico por GPU</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>training FLOPs</source>
        <translation>FLOPs de entrenamiento</translation>
    </message>
    <message>
        <source>seconds per day</source>
        <translation>segundos por día</translation>
    </message>
    <message>
        <source>training FLOPs (6ND)</source>
        <translation>FLOPs de entrenamiento (6ND)</translation>
    </message>
    <message>
        <source>FLOPs per parameter and token (2 forward + 4 backward)</source>
        <translation>FLOPs por parámetro y token (2 hacia delante + 4 hacia atrás)</translation>
    </message>
    <message>
        <source>parameters (active)</source>
        <translation>parámetros (activos)</translation>
    </message>
    <message>
        <source>training tokens</source>
        <translation>tokens de entrenamiento</translation>
    </message>
    <message>
        <source>training FLOPs (detailed)</source>
        <translation>FLOPs de entrenamiento (detallados)</translation>
    </message>
    <message>
        <source>forward + backward (1 + 2)</source>
        <translation>hacia delante + hacia atrás (1 + 2)</translation>
    </message>
    <message>
        <source>training days</source>
        <translation>días de entrenamiento</translation>
    </message>
    <message>
        <source>training days (detailed FLOPs)</source>
        <translation>días de entrenamiento (FLOPs detallados)</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>horas-GPU</translation>
    </message>
    <message>
        <source>hours per day</source>
        <translation>horas por día</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coste</translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation>precio por hora-GPU</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>sequences in the batch</source>
        <translation>secuencias del lote</translation>
    </message>
    <message>
        <source>context length</source>
        <translation>longitud de contexto</translation>
    </message>
    <message>
        <source>tensor-parallel GPUs</source>
        <translation>GPU de paralelismo de tensores</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>caché KV por token</translation>
    </message>
    <message>
        <source>keys and values</source>
        <translation>claves y valores</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>cabezas KV</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>dimensión de cabeza</translation>
    </message>
    <message>
        <source>inference weights</source>
        <translation>pesos en inferencia</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>parámetros</translation>
    </message>
    <message>
        <source>model-parallel GPUs (tp × pp)</source>
        <translation>GPU de paralelismo de modelo (tp × pp)</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>caché KV</translation>
    </message>
    <message>
        <source>GPUs splitting the KV heads</source>
        <translation>GPU que se reparten las cabezas KV</translation>
    </message>
    <message>
        <source>transient activations</source>
        <translation>activaciones transitorias</translation>
    </message>
    <message>
        <source>one layer&apos;s widest tensors</source>
        <translation>tensores más anchos de una capa</translation>
    </message>
    <message>
        <source>width (2 d_model + MLP tensors)</source>
        <translation>anchura (2 d_model + tensores del MLP)</translation>
    </message>
    <message>
        <source>attention scores</source>
        <translation>puntuaciones de atención</translation>
    </message>
    <message>
        <source>heads on this GPU</source>
        <translation>cabezas en esta GPU</translation>
    </message>
    <message>
        <source>last-position logits</source>
        <translation>logits de la última posición</translation>
    </message>
    <message>
        <source>vocabulary on this GPU</source>
        <translation>vocabulario en esta GPU</translation>
    </message>
    <message>
        <source>inference total per GPU</source>
        <translation>total de inferencia por GPU</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>bytes movidos</translation>
    </message>
    <message>
        <source>layers on this GPU</source>
        <translation>capas en esta GPU</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2, recompute)</source>
        <translation>pasadas (hacia delante, hacia atrás ×2, recálculo)</translation>
    </message>
    <message>
        <source>bytes of one product</source>
        <translation>bytes de un producto</translation>
    </message>
    <message>
        <source>A (M × K activations)</source>
        <translation>A (activaciones M × K)</translation>
    </message>
    <message>
        <source>B (K × N weights)</source>
        <translation>B (pesos K × N)</translation>
    </message>
    <message>
        <source>C (M × N output)</source>
        <translation>C (salida M × N)</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>elementos</translation>
    </message>
    <message>
        <source>FLOPs per element</source>
        <translation>FLOPs por elemento</translation>
    </message>
    <message>
        <source>bytes per element</source>
        <translation>bytes por elemento</translation>
    </message>
    <message>
        <source>arithmetic intensity</source>
        <translation>intensidad aritmética</translation>
    </message>
    <message>
        <source>tensor-core peak</source>
        <translation>pico de los tensor cores</translation>
    </message>
    <message>
        <source>CUDA-core peak</source>
        <translation>pico de los núcleos CUDA</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>ancho de banda de memoria</translation>
    </message>
    <message>
        <source>bandwidth roof</source>
        <translation>techo de ancho de banda</translation>
    </message>
    <message>
        <source>attainable FLOP/s</source>
        <translation>FLOP/s alcanzables</translation>
    </message>
    <message>
        <source>compute time</source>
        <translation>tiempo de cómputo</translation>
    </message>
    <message>
        <source>memory time</source>
        <translation>tiempo de memoria</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>ridge point</source>
        <translation>punto de cresta</translation>
    </message>
    <message>
        <source>dense peak</source>
        <translation>pico denso</translation>
    </message>
    <message>
        <source>QKV projection</source>
        <translation>proyección QKV</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 b a q k d_head)</source>
        <translation>FLOPs por capa (2 b a q k d_head)</translation>
    </message>
    <message>
        <source>attention (FlashAttention)</source>
        <translation>atención (FlashAttention)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores, softmax, × V)</source>
        <translation>FLOPs por capa (puntuaciones, softmax, × V)</translation>
    </message>
    <message>
        <source>bytes per layer (read Q, K, V, write O)</source>
        <translation>bytes por capa (leer Q, K, V; escribir O)</translation>
    </message>
    <message>
        <source>attention scores QK^T</source>
        <translation>puntuaciones de atención QK^T</translation>
    </message>
    <message>
        <source>bytes per layer (Q, K, scores)</source>
        <translation>bytes por capa (Q, K, puntuaciones)</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>FLOPs per layer (3 b a q k)</source>
        <translation>FLOPs por capa (3 b a q k)</translation>
    </message>
    <message>
        <source>bytes per layer (read and write the scores)</source>
        <translation>bytes por capa (leer y escribir las puntuaciones)</translation>
    </message>
    <message>
        <source>attention x V</source>
        <translation>atención x V</translation>
    </message>
    <message>
        <source>bytes per layer (scores, V, output)</source>
        <translation>bytes por capa (puntuaciones, V, salida)</translation>
    </message>
    <message>
        <source>output projection</source>
        <translation>proyección de salida</translation>
    </message>
    <message>
        <source>MLP gate + up</source>
        <translation>MLP: proyecciones gate y up</translation>
    </message>
    <message>
        <source>MLP up</source>
        <translation>MLP: proyección up</translation>
    </message>
    <message>
        <source>SwiGLU (SiLU x up)</source>
        <translation>SwiGLU (SiLU x up)</translation>
    </message>
    <message>
        <source>GELU</source>
        <translation>GELU</translation>
    </message>
    <message>
        <source>MLP down</source>
        <translation>MLP: proyección down</translation>
    </message>
    <message>
        <source>LayerNorm</source>
        <translation>LayerNorm</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>residual add</source>
        <translation>suma residual</translation>
    </message>
    <message>
        <source>LM head</source>
        <translation>cabeza LM</translation>
    </message>
    <message>
        <source>cross-entropy</source>
        <translation>entropía cruzada</translation>
    </message>
    <message>
        <source>time of one micro-batch</source>
        <translation>tiempo de un microlote</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>tiempo por paso</translation>
    </message>
    <message>
        <source>prefill time</source>
        <translation>tiempo de prefill</translation>
    </message>
    <message>
        <source>time per generated token</source>
        <translation>tiempo por token generado</translation>
    </message>
    <message>
        <source>model FLOPs on this GPU</source>
        <translation>FLOPs del modelo en esta GPU</translation>
    </message>
    <message>
        <source>forward and backward time</source>
        <translation>tiempo de las pasadas hacia delante y hacia atrás</translation>
    </message>
    <message>
        <source>gradient accumulation steps</source>
        <translation>pasos de acumulación de gradientes</translation>
    </message>
    <message>
        <source>optimizer update (per step)</source>
        <translation>actualización del optimizador (por paso)</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>secuencias por microlote</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>tokens por segundo</translation>
    </message>
    <message>
        <source>tokens in the batch</source>
        <translation>tokens del lote</translation>
    </message>
    <message>
        <source>peak FLOPs in that time</source>
        <translation>FLOPs pico en ese tiempo</translation>
    </message>
    <message>
        <source>predicted MFU (no communication)</source>
        <translation>MFU previsto (sin comunicación)</translation>
    </message>
    <message>
        <source>parameters on this GPU</source>
        <translation>parámetros en esta GPU</translation>
    </message>
    <message>
        <source>data-parallel GPUs sharing it</source>
        <translation>GPU de paralelismo de datos entre las que se reparte</translation>
    </message>
    <message>
        <source>tokens (s × b)</source>
        <translation>tokens (s × b)</translation>
    </message>
    <message>
        <source>activations of one layer</source>
        <translation>activaciones de una capa</translation>
    </message>
    <message>
        <source>input of one layer</source>
        <translation>entrada de una capa</translation>
    </message>
    <message>
        <source>momentum</source>
        <translation>momento</translation>
    </message>
    <message>
        <source>sum of squared gradients</source>
        <translation>suma de gradientes al cuadrado</translation>
    </message>
    <message>
        <source>squared-gradient average</source>
        <translation>media de gradientes al cuadrado</translation>
    </message>
    <message>
        <source>momentum (m)</source>
        <translation>momento (m)</translation>
    </message>
    <message>
        <source>variance (v)</source>
        <translation>varianza (v)</translation>
    </message>
    <message>
        <source>momentum (m, 8-bit)</source>
        <translation>momento (m, 8 bits)</translation>
    </message>
    <message>
        <source>variance (v, 8-bit)</source>
        <translation>varianza (v, 8 bits)</translation>
    </message>
    <message>
        <source>row/column statistics</source>
        <translation>estadísticas por filas/columnas</translation>
    </message>
    <message>
        <source>row and column sums of every matrix</source>
        <translation>sumas por filas y columnas de cada matriz</translation>
    </message>
    <message>
        <source>share of the parameters on this GPU</source>
        <translation>fracción de los parámetros en esta GPU</translation>
    </message>
    <message>
        <source>attention block: norm and QKV inputs, dropout mask</source>
        <translation>bloque de atención: entradas de la normalización y de QKV, máscara de dropout</translation>
    </message>
    <message>
        <source>Q, K, V and projection input</source>
        <translation>Q, K, V y entrada de la proyección</translation>
    </message>
    <message>
        <source>softmax statistics (FlashAttention)</source>
        <translation>estadísticas del softmax (FlashAttention)</translation>
    </message>
    <message>
        <source>bytes (fp32 log-sum-exp)</source>
        <translation>bytes (log-sum-exp en fp32)</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>cabezas</translation>
    </message>
    <message>
        <source>attention scores: softmax output and dropout</source>
        <translation>puntuaciones de atención: salida del softmax y dropout</translation>
    </message>
    <message>
        <source>keys per query (s)</source>
        <translation>claves por consulta (s)</translation>
    </message>
    <message>
        <source>bytes per score (e + mask × (1 + e))</source>
        <translation>bytes por puntuación (e + mask × (1 + e))</translation>
    </message>
    <message>
        <source>MLP block: norm and MLP inputs, dropout mask</source>
        <translation>bloque MLP: entradas de la normalización y del MLP, máscara de dropout</translation>
    </message>
    <message>
        <source>MLP intermediates</source>
        <translation>tensores intermedios del MLP</translation>
    </message>
    <message>
        <source>d_ff</source>
        <translation>d_ff</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 2, SwiGLU 3)</source>
        <translation>tensores de anchura d_ff (GELU 2, SwiGLU 3)</translation>
    </message>
    <message>
        <source>d_model-wide tensors</source>
        <translation>tensores de anchura d_model</translation>
    </message>
    <message>
        <source>attention block</source>
        <translation>bloque de atención</translation>
    </message>
    <message>
        <source>MLP block</source>
        <translation>bloque MLP</translation>
    </message>
    <message>
        <source>head- and d_ff-wide tensors</source>
        <translation>tensores de anchura de cabezas y de d_ff</translation>
    </message>
    <message>
        <source>d_model-wide tensors on this GPU</source>
        <translation>tensores de anchura d_model en esta GPU</translation>
    </message>
    <message>
        <source>sequence-parallel GPUs</source>
        <translation>GPU de paralelismo de secuencia</translation>
    </message>
    <message>
        <source>head- and d_ff-wide tensors on this GPU</source>
        <translation>tensores de anchura de cabezas y de d_ff en esta GPU</translation>
    </message>
    <message>
        <source>activations kept per micro-batch</source>
        <translation>activaciones guardadas por microlote</translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation>checkpoints</translation>
    </message>
    <message>
        <source>segment being recomputed</source>
        <translation>segmento que se recalcula</translation>
    </message>
    <message>
        <source>layers per segment (k)</source>
        <translation>capas por segmento (k)</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activaciones</translation>
    </message>
    <message>
        <source>micro-batches in flight</source>
        <translation>microlotes en curso</translation>
    </message>
    <message>
        <source>micro-batches in flight (1F1B)</source>
        <translation>microlotes en curso (1F1B)</translation>
    </message>
    <message>
        <source>all-gathered projection inputs (attention, MLP)</source>
        <translation>entradas de las proyecciones reunidas por all-gather (atención, MLP)</translation>
    </message>
    <message>
        <source>unsharded gradients accumulated over the micro-batches</source>
        <translation>gradientes sin fragmentar acumulados sobre los microlotes</translation>
    </message>
    <message>
        <source>layer being recomputed</source>
        <translation>capa que se recalcula</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradientes</translation>
    </message>
    <message>
        <source>master weights</source>
        <translation>pesos maestros</translation>
    </message>
    <message>
        <source>parameters this GPU updates</source>
        <translation>parámetros que actualiza esta GPU</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>estados del optimizador</translation>
    </message>
    <message>
        <source>gathered layers</source>
        <translation>capas reunidas</translation>
    </message>
    <message>
        <source>layers (current + prefetched)</source>
        <translation>capas (actual + precargada)</translation>
    </message>
    <message>
        <source>share of one layer</source>
        <translation>fracción de una capa</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>model-state bytes per parameter</source>
        <translation>bytes de estado del modelo por parámetro</translation>
    </message>
    <message>
        <source>weights, gradients, master weights and optimizer states</source>
        <translation>pesos, gradientes, pesos maestros y estados del optimizador</translation>
    </message>
    <message>
        <source>largest model (napkin)</source>
        <translation>mayor modelo (cálculo rápido)</translation>
    </message>
    <message>
        <source>memory per GPU</source>
        <translation>memoria por GPU</translation>
    </message>
    <message>
        <source>attention width</source>
        <translation>anchura de la atención</translation>
    </message>
    <message>
        <source>values per token</source>
        <translation>valores por token</translation>
    </message>
    <message>
        <source>projection inputs (one per projection under autocast)</source>
        <translation>entradas de las proyecciones (una por proyección con autocast)</translation>
    </message>
    <message>
        <source>Q, K, V at the query width</source>
        <translation>Q, K, V con la anchura de las consultas</translation>
    </message>
    <message>
        <source>softmax log-sum-exp</source>
        <translation>log-sum-exp del softmax</translation>
    </message>
    <message>
        <source>attention output (projection input)</source>
        <translation>salida de la atención (entrada de la proyección)</translation>
    </message>
    <message>
        <source>scores per token (heads × s)</source>
        <translation>puntuaciones por token (cabezas × s)</translation>
    </message>
    <message>
        <source>softmax output</source>
        <translation>salida del softmax</translation>
    </message>
    <message>
        <source>probabilities for the value matmul</source>
        <translation>probabilidades para la matmul con los valores</translation>
    </message>
    <message>
        <source>attention dropout mask</source>
        <translation>máscara de dropout de la atención</translation>
    </message>
    <message>
        <source>output dropout masks (2 blocks)</source>
        <translation>máscaras de dropout de las salidas (2 bloques)</translation>
    </message>
    <message>
        <source>MLP intermediates in fp32 (gelu_new: x, tanh, 1 + tanh)</source>
        <translation>intermedios del MLP en fp32 (gelu_new: x, tanh, 1 + tanh)</translation>
    </message>
    <message>
        <source>activations outside the layers</source>
        <translation>activaciones fuera de las capas</translation>
    </message>
    <message>
        <source>token ids and labels (int64)</source>
        <translation>ids de tokens y etiquetas (int64)</translation>
    </message>
    <message>
        <source>embedding dropout mask</source>
        <translation>máscara de dropout del embedding</translation>
    </message>
    <message>
        <source>final RMSNorm input and square in fp32</source>
        <translation>entrada y cuadrado de la RMSNorm final en fp32</translation>
    </message>
    <message>
        <source>final RMSNorm output</source>
        <translation>salida de la RMSNorm final</translation>
    </message>
    <message>
        <source>rotary cos and sin</source>
        <translation>cos y sin rotatorios</translation>
    </message>
    <message>
        <source>final LayerNorm input</source>
        <translation>entrada de la LayerNorm final</translation>
    </message>
    <message>
        <source>final LayerNorm mean and 1/std</source>
        <translation>media y 1/std de la LayerNorm final</translation>
    </message>
    <message>
        <source>LM head input</source>
        <translation>entrada de la cabeza LM</translation>
    </message>
    <message>
        <source>attention dropout</source>
        <translation>dropout de la atención</translation>
    </message>
    <message>
        <source>tokens per second per model replica</source>
        <translation>tokens por segundo por réplica del modelo</translation>
    </message>
    <message>
        <source>tokens per second per GPU (roofline bound)</source>
        <translation>tokens por segundo por GPU (límite del roofline)</translation>
    </message>
    <message>
        <source>16-bit weight copies (autocast)</source>
        <translation>pesos en 16 bits (autocast)</translation>
    </message>
    <message>
        <source>loss buffers</source>
        <translation>búferes de la pérdida</translation>
    </message>
    <message>
        <source>optimizer scratch</source>
        <translation>temporales del optimizador</translation>
    </message>
    <message>
        <source>end of the forward</source>
        <translation>final de la pasada hacia delante</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <source>start of the backward (loss gradients)</source>
        <translation>inicio de la pasada hacia atrás (gradientes de la pérdida)</translation>
    </message>
    <message>
        <source>backward of the last layer</source>
        <translation>pasada hacia atrás de la última capa</translation>
    </message>
    <message>
        <source>end of the backward (all gradients)</source>
        <translation>final de la pasada hacia atrás (todos los gradientes)</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>paso del optimizador</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>pasada hacia atrás</translation>
    </message>
    <message>
        <source>peak of the step</source>
        <translation>pico del paso</translation>
    </message>
    <message>
        <source>micro-batches per step (gradient accumulation)</source>
        <translation>microlotes por paso (acumulación de gradientes)</translation>
    </message>
    <message>
        <source>compute time of one micro-batch</source>
        <translation>tiempo de cómputo de un microlote</translation>
    </message>
    <message>
        <source>latency of one collective step</source>
        <translation>latencia de un paso colectivo</translation>
    </message>
    <message>
        <source>bus bandwidth</source>
        <translation>ancho de banda de bus</translation>
    </message>
    <message>
        <source>step time (with communication)</source>
        <translation>tiempo por paso (con comunicación)</translation>
    </message>
    <message>
        <source>transfer time</source>
        <translation>tiempo de transferencia</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>latencia</translation>
    </message>
    <message>
        <source>ring steps</source>
        <translation>pasos del anillo</translation>
    </message>
    <message>
        <source>one collective</source>
        <translation>una operación colectiva</translation>
    </message>
    <message>
        <source>achieved memory bandwidth</source>
        <translation>ancho de banda de memoria alcanzado</translation>
    </message>
    <message>
        <source>compute time at achieved efficiency</source>
        <translation>tiempo de cómputo con la eficiencia alcanzada</translation>
    </message>
    <message>
        <source>FLOPs executed</source>
        <translation>FLOPs ejecutados</translation>
    </message>
    <message>
        <source>fraction of peak reached</source>
        <translation>fracción del pico alcanzada</translation>
    </message>
    <message>
        <source>memory time at achieved bandwidth</source>
        <translation>tiempo de memoria con el ancho de banda alcanzado</translation>
    </message>
    <message>
        <source>achieved time</source>
        <translation>tiempo alcanzado</translation>
    </message>
    <message>
        <source>tensor-parallel communication per micro-batch</source>
        <translation>comunicación de paralelismo de tensores por microlote</translation>
    </message>
    <message>
        <source>bytes sent per reduce-scatter or all-gather ((t-1)/t × b s h)</source>
        <translation>bytes enviados por reduce-scatter o all-gather ((t-1)/t × b s h)</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(t-1)/t × b s h)</source>
        <translation>bytes enviados por all-reduce (2(t-1)/t × b s h)</translation>
    </message>
    <message>
        <source>pipeline send/receive per micro-batch</source>
        <translation>envío/recepción del pipeline por microlote</translation>
    </message>
    <message>
        <source>one gradient accumulation</source>
        <translation>una acumulación de gradientes</translation>
    </message>
    <message>
        <source>gradients accumulated on this GPU</source>
        <translation>gradientes acumulados en esta GPU</translation>
    </message>
    <message>
        <source>bytes per gradient (read new, read and write the sum)</source>
        <translation>bytes por gradiente (leer el nuevo, leer y escribir la suma)</translation>
    </message>
    <message>
        <source>gradient accumulation per micro-batch</source>
        <translation>acumulación de gradientes por microlote</translation>
    </message>
    <message>
        <source>accumulations per step</source>
        <translation>acumulaciones por paso</translation>
    </message>
    <message>
        <source>pipeline sends per micro-batch</source>
        <translation>envíos del pipeline por microlote</translation>
    </message>
    <message>
        <source>pipeline all-gathers per micro-batch (scatter/gather)</source>
        <translation>all-gathers del pipeline por microlote (scatter/gather)</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((t-1)/t × b s h)</source>
        <translation>bytes enviados por all-gather ((t-1)/t × b s h)</translation>
    </message>
    <message>
        <source>received tensors per micro-batch (forward + backward, × virtual stages)</source>
        <translation>tensores recibidos por microlote (hacia delante + hacia atrás, × etapas virtuales)</translation>
    </message>
    <message>
        <source>bytes per send (b s h / t)</source>
        <translation>bytes por envío (b s h / t)</translation>
    </message>
    <message>
        <source>sends per micro-batch (forward + backward, × virtual stages)</source>
        <translation>envíos por microlote (hacia delante + hacia atrás, × etapas virtuales)</translation>
    </message>
    <message>
        <source>tensor-parallel communication</source>
        <translation>comunicación de paralelismo de tensores</translation>
    </message>
    <message>
        <source>pipeline communication</source>
        <translation>comunicación del pipeline</translation>
    </message>
    <message>
        <source>ideal pipeline time</source>
        <translation>tiempo ideal del pipeline</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>burbuja del pipeline</translation>
    </message>
    <message>
        <source>pipeline stages - 1</source>
        <translation>etapas del pipeline - 1</translation>
    </message>
    <message>
        <source>virtual stages</source>
        <translation>etapas virtuales</translation>
    </message>
    <message>
        <source>data-parallel gradient reduction</source>
        <translation>reducción de gradientes del paralelismo de datos</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(d-1)/d × gradients)</source>
        <translation>bytes enviados por all-reduce (2(d-1)/d × gradientes)</translation>
    </message>
    <message>
        <source>bytes sent per reduce-scatter ((d-1)/d × gradients)</source>
        <translation>bytes enviados por reduce-scatter ((d-1)/d × gradientes)</translation>
    </message>
    <message>
        <source>ZeRO parameter all-gathers</source>
        <translation>all-gathers de parámetros de ZeRO</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((d-1)/d × weights)</source>
        <translation>bytes enviados por all-gather ((d-1)/d × pesos)</translation>
    </message>
    <message>
        <source>exposed data-parallel communication</source>
        <translation>comunicación de paralelismo de datos expuesta</translation>
    </message>
    <message>
        <source>exposed fraction (not hidden by compute)</source>
        <translation>fracción expuesta (no oculta por el cómputo)</translation>
    </message>
    <message>
        <source>exposed ZeRO communication</source>
        <translation>comunicación de ZeRO expuesta</translation>
    </message>
    <message>
        <source>backward of the last micro-batch</source>
        <translation>pasada hacia atrás del último microlote</translation>
    </message>
    <message>
        <source>backward share (2 of 3 passes)</source>
        <translation>fracción de la pasada hacia atrás (2 de 3 pasadas)</translation>
    </message>
    <message>
        <source>hidden gradient reduction</source>
        <translation>reducción de gradientes oculta</translation>
    </message>
    <message>
        <source>all but the last bucket</source>
        <translation>todos menos el último bucket</translation>
    </message>
    <message>
        <source>compute slowed by overlapped communication</source>
        <translation>cómputo ralentizado por la comunicación solapada</translation>
    </message>
    <message>
        <source>overlapped communication</source>
        <translation>comunicación solapada</translation>
    </message>
    <message>
        <source>slowdown while overlapping</source>
        <translation>ralentización durante el solapamiento</translation>
    </message>
    <message>
        <source>model FLOPs per step</source>
        <translation>FLOPs del modelo por paso</translation>
    </message>
    <message>
        <source>model FLOPs per token (6N + attention)</source>
        <translation>FLOPs del modelo por token (6N + atención)</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>tokens por paso</translation>
    </message>
    <message>
        <source>hardware FLOPs per step</source>
        <translation>FLOPs de hardware por paso</translation>
    </message>
    <message>
        <source>recomputation FLOPs</source>
        <translation>FLOPs del recálculo</translation>
    </message>
    <message>
        <source>peak FLOPs of all GPUs in a step</source>
        <translation>FLOPs pico de todas las GPU en un paso</translation>
    </message>
    <message>
        <source>GPUs (d × t × p)</source>
        <translation>GPU (d × t × p)</translation>
    </message>
    <message>
        <source>predicted MFU</source>
        <translation>MFU previsto</translation>
    </message>
    <message>
        <source>predicted HFU</source>
        <translation>HFU previsto</translation>
    </message>
    <message>
        <source>tokens per second (whole job)</source>
        <translation>tokens por segundo (trabajo completo)</translation>
    </message>
    <message>
        <source>tokens per second per GPU</source>
        <translation>tokens por segundo por GPU</translation>
    </message>
    <message>
        <source>loss buffers: fp32 copy and log-probabilities</source>
        <translation>búferes de la pérdida: copia en fp32 y log-probabilidades</translation>
    </message>
    <message>
        <source>loss buffers: log-probabilities and two gradients</source>
        <translation>búferes de la pérdida: log-probabilidades y dos gradientes</translation>
    </message>
    <message>
        <source>logits of one chunk</source>
        <translation>logits de un bloque</translation>
    </message>
    <message>
        <source>tokens per chunk</source>
        <translation>tokens por bloque</translation>
    </message>
    <message>
        <source>gradient of the head&apos;s input</source>
        <translation>gradiente de la entrada de la cabeza</translation>
    </message>
    <message>
        <source>loss buffers (chunked)</source>
        <translation>búferes de la pérdida (por bloques)</translation>
    </message>
    <message>
        <source>share in weight matrices</source>
        <translation>fracción en matrices de pesos</translation>
    </message>
    <message>
        <source>gradients of the output layer</source>
        <translation>gradientes de la capa de salida</translation>
    </message>
    <message>
        <source>share in the output layer</source>
        <translation>fracción en la capa de salida</translation>
    </message>
    <message>
        <source>optimizer scratch (foreach)</source>
        <translation>memoria temporal del optimizador (foreach)</translation>
    </message>
    <message>
        <source>temporaries per parameter</source>
        <translation>temporales por parámetro</translation>
    </message>
    <message>
        <source>optimizer scratch (per tensor)</source>
        <translation>memoria temporal del optimizador (por tensor)</translation>
    </message>
    <message>
        <source>largest parameter tensor</source>
        <translation>mayor tensor de parámetros</translation>
    </message>
    <message>
        <source>temporaries at once</source>
        <translation>temporales a la vez</translation>
    </message>
    <message>
        <source>training days at the predicted speed</source>
        <translation>días de entrenamiento a la velocidad prevista</translation>
    </message>
    <message>
        <source>tokens per second, all GPUs</source>
        <translation>tokens por segundo, todas las GPU</translation>
    </message>
    <message>
        <source>adapter parameters on this GPU</source>
        <translation>parámetros de adaptador en esta GPU</translation>
    </message>
    <message>
        <source>frozen weights</source>
        <translation>pesos congelados</translation>
    </message>
    <message>
        <source>bytes per parameter (layer matrices in the base format, the rest in its dtype)</source>
        <translation>bytes por parámetro (matrices de las capas en el formato base, el resto en su tipo)</translation>
    </message>
    <message>
        <source>adapter parameters (rank × (in + out) per adapted matrix)</source>
        <translation>parámetros de adaptador (rango × (entrada + salida) por matriz adaptada)</translation>
    </message>
    <message>
        <source>share of the layers on this stage</source>
        <translation>fracción de las capas en esta etapa</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>adaptadores</translation>
    </message>
    <message>
        <source>adapter gradients</source>
        <translation>gradientes de los adaptadores</translation>
    </message>
    <message>
        <source>dequantised weight matrix (one at a time)</source>
        <translation>matriz de pesos decuantizada (una a la vez)</translation>
    </message>
    <message>
        <source>values of the largest layer matrix on this GPU</source>
        <translation>valores de la mayor matriz de capa en esta GPU</translation>
    </message>
    <message>
        <source>weight copies</source>
        <translation>copias de pesos</translation>
    </message>
    <message>
        <source>adapter inputs (a copy per adapter when cast)</source>
        <translation>entradas de los adaptadores (una copia por adaptador al convertir el tipo)</translation>
    </message>
    <message>
        <source>adapter rank-wide outputs (lora_A)</source>
        <translation>salidas de ancho de rango de los adaptadores (lora_A)</translation>
    </message>
    <message>
        <source>rank × adapted matrices</source>
        <translation>rango × matrices adaptadas</translation>
    </message>
    <message>
        <source>MLP intermediates (gate, silu, up)</source>
        <translation>intermedios del MLP (gate, silu, up)</translation>
    </message>
    <message>
        <source>MLP intermediates (x/2)</source>
        <translation>intermedios del MLP (x/2)</translation>
    </message>
    <message>
        <source>MLP intermediates (gelu_new: x, tanh, 1 + tanh, x/2)</source>
        <translation>intermedios del MLP (gelu_new: x, tanh, 1 + tanh, x/2)</translation>
    </message>
    <message>
        <source>MLP output (down projection input)</source>
        <translation>salida del MLP (entrada de la proyección down)</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, block input, mask)</source>
        <translation>bytes por token y canal (entrada de la norma, entrada del bloque, máscara)</translation>
    </message>
    <message>
        <source>tokens in the profiling batch</source>
        <translation>tokens del lote de perfilado</translation>
    </message>
    <message>
        <source>vLLM memory budget</source>
        <translation>presupuesto de memoria de vLLM</translation>
    </message>
    <message>
        <source>card memory as CUDA reports it</source>
        <translation>memoria de la tarjeta según CUDA</translation>
    </message>
    <message>
        <source>gpu_memory_utilization</source>
        <translation>gpu_memory_utilization</translation>
    </message>
    <message>
        <source>serving weights</source>
        <translation>pesos de servicio</translation>
    </message>
    <message>
        <source>profiling forward</source>
        <translation>pase hacia delante de perfilado</translation>
    </message>
    <message>
        <source>width (2 d_model + widest block)</source>
        <translation>anchura (2 d_model + bloque más ancho)</translation>
    </message>
    <message>
        <source>profiling sampler</source>
        <translation>muestreador de perfilado</translation>
    </message>
    <message>
        <source>logits and the sort&apos;s buffers</source>
        <translation>logits y los búferes de la ordenación</translation>
    </message>
    <message>
        <source>requests (max_num_seqs)</source>
        <translation>solicitudes (max_num_seqs)</translation>
    </message>
    <message>
        <source>bytes per logit at the top-k/top-p sort</source>
        <translation>bytes por logit en la ordenación top-k/top-p</translation>
    </message>
    <message>
        <source>hidden states of the batch</source>
        <translation>estados ocultos del lote</translation>
    </message>
    <message>
        <source>activation peak of the profiling run</source>
        <translation>pico de activaciones del perfilado</translation>
    </message>
    <message>
        <source>KV cache budget</source>
        <translation>presupuesto para la caché KV</translation>
    </message>
    <message>
        <source>non-PyTorch memory (CUDA, NCCL)</source>
        <translation>memoria fuera de PyTorch (CUDA, NCCL)</translation>
    </message>
    <message>
        <source>fine-tuning FLOPs (detailed)</source>
        <translation>FLOPs del ajuste fino (detallados)</translation>
    </message>
    <message>
        <source>weight gradients of the frozen base, less the adapters&apos;</source>
        <translation>gradientes de pesos de la base congelada, menos los de los adaptadores</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>adaptadores LoRA</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 × tokens × adapter parameters)</source>
        <translation>FLOPs por capa (2 × tokens × parámetros de adaptador)</translation>
    </message>
    <message>
        <source>bytes per layer (inputs and outputs of the adapters)</source>
        <translation>bytes por capa (entradas y salidas de los adaptadores)</translation>
    </message>
    <message>
        <source>full fine-tuning FLOPs</source>
        <translation>FLOPs del ajuste fino completo</translation>
    </message>
    <message>
        <source>attention output (kernel, projection input)</source>
        <translation>salida de atención (kernel, entrada de la proyección)</translation>
    </message>
    <message>
        <source>attention output (adapter input)</source>
        <translation>salida de atención (entrada del adaptador)</translation>
    </message>
    <message>
        <source>final RMSNorm input in fp32</source>
        <translation>entrada de la RMSNorm final en fp32</translation>
    </message>
    <message>
        <source>q and k norms</source>
        <translation>normas de q y k</translation>
    </message>
    <message>
        <source>rotary embedding</source>
        <translation>embedding rotatorio</translation>
    </message>
    <message>
        <source>dropout on the attention and MLP outputs</source>
        <translation>dropout en las salidas de atención y MLP</translation>
    </message>
    <message>
        <source>attention output to tokens (copy)</source>
        <translation>salida de atención a tokens (copia)</translation>
    </message>
    <message>
        <source>autocast: norm outputs cast per projection</source>
        <translation>autocast: salidas de la norma convertidas por proyección</translation>
    </message>
    <message>
        <source>autocast: 16-bit weight copies and gradient casts</source>
        <translation>autocast: copias de pesos de 16 bits y conversiones de gradientes</translation>
    </message>
    <message>
        <source>runtime memory</source>
        <translation>memoria de ejecución</translation>
    </message>
    <message>
        <source>runtime memory (set)</source>
        <translation>memoria de ejecución (fijada)</translation>
    </message>
    <message>
        <source>set per GPU</source>
        <translation>fijada por GPU</translation>
    </message>
    <message>
        <source>CUDA, cuBLAS and NCCL memory</source>
        <translation>memoria de CUDA, cuBLAS y NCCL</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>contexto CUDA</translation>
    </message>
    <message>
        <source>per process</source>
        <translation>por proceso</translation>
    </message>
    <message>
        <source>cuBLAS and cuBLASLt workspaces</source>
        <translation>espacios de trabajo de cuBLAS y cuBLASLt</translation>
    </message>
    <message>
        <source>per stream on this GPU</source>
        <translation>por stream en esta GPU</translation>
    </message>
    <message>
        <source>NCCL buffers</source>
        <translation>búferes de NCCL</translation>
    </message>
    <message>
        <source>communicators of this rank</source>
        <translation>comunicadores de este rango</translation>
    </message>
    <message>
        <source>per communicator</source>
        <translation>por comunicador</translation>
    </message>
    <message>
        <source>allocator reserve</source>
        <translation>reserva del asignador</translation>
    </message>
    <message>
        <source>allocated by PyTorch</source>
        <translation>asignado por PyTorch</translation>
    </message>
    <message>
        <source>reserve share</source>
        <translation>fracción de reserva</translation>
    </message>
    <message>
        <source>bytes this GPU dispatches (tokens × top_k × d_model)</source>
        <translation>bytes que envía esta GPU (tokens × top_k × d_model)</translation>
    </message>
    <message>
        <source>to the expert GPUs in this node</source>
        <translation>a las GPU de expertos de este nodo</translation>
    </message>
    <message>
        <source>share to peers in the node ((n - 1) / ep)</source>
        <translation>parte a pares del nodo ((n - 1) / ep)</translation>
    </message>
    <message>
        <source>intra-node bandwidth</source>
        <translation>ancho de banda dentro del nodo</translation>
    </message>
    <message>
        <source>to the expert GPUs in other nodes</source>
        <translation>a las GPU de expertos de otros nodos</translation>
    </message>
    <message>
        <source>share to other nodes ((ep - n) / ep)</source>
        <translation>parte a otros nodos ((ep - n) / ep)</translation>
    </message>
    <message>
        <source>inter-node bandwidth per GPU</source>
        <translation>ancho de banda entre nodos por GPU</translation>
    </message>
    <message>
        <source>one expert all-to-all</source>
        <translation>un all-to-all de expertos</translation>
    </message>
    <message>
        <source>expert all-to-all per micro-batch</source>
        <translation>all-to-all de expertos por micro-lote</translation>
    </message>
    <message>
        <source>MoE layers on this GPU</source>
        <translation>capas MoE en esta GPU</translation>
    </message>
    <message>
        <source>dense parameters on this GPU</source>
        <translation>parámetros densos en esta GPU</translation>
    </message>
    <message>
        <source>routed-expert parameters on this GPU</source>
        <translation>parámetros de expertos enrutados en esta GPU</translation>
    </message>
    <message>
        <source>share outside the routed experts (busiest stage)</source>
        <translation>fracción fuera de los expertos enrutados (etapa más cargada)</translation>
    </message>
    <message>
        <source>share in the routed experts (busiest stage)</source>
        <translation>fracción en los expertos enrutados (etapa más cargada)</translation>
    </message>
    <message>
        <source>expert-parallel GPUs (ep)</source>
        <translation>GPU con paralelismo de expertos (ep)</translation>
    </message>
    <message>
        <source>expert tensor-parallel GPUs (etp)</source>
        <translation>GPU con paralelismo tensorial de expertos (etp)</translation>
    </message>
    <message>
        <source>dense parameters in this GPU&apos;s shard</source>
        <translation>parámetros densos en el fragmento de esta GPU</translation>
    </message>
    <message>
        <source>expert parameters in this GPU&apos;s shard</source>
        <translation>parámetros de expertos en el fragmento de esta GPU</translation>
    </message>
    <message>
        <source>expert-data-parallel GPUs (d × tp / (ep × etp))</source>
        <translation>GPU con paralelismo de datos de expertos (d × tp / (ep × etp))</translation>
    </message>
    <message>
        <source>parameters in this GPU&apos;s ZeRO shard</source>
        <translation>parámetros en el fragmento ZeRO de esta GPU</translation>
    </message>
    <message>
        <source>MoE routing tensors</source>
        <translation>tensores de enrutado MoE</translation>
    </message>
    <message>
        <source>dispatched tokens (first expert GEMM&apos;s input)</source>
        <translation>tokens despachados (entrada del primer GEMM de expertos)</translation>
    </message>
    <message>
        <source>routed copies per token (top_k × capacity factor)</source>
        <translation>copias enrutadas por token (top_k × factor de capacidad)</translation>
    </message>
    <message>
        <source>gathered over expert tensor parallelism (etp)</source>
        <translation>reunidos sobre el paralelismo tensorial de expertos (etp)</translation>
    </message>
    <message>
        <source>router probabilities and row-id map</source>
        <translation>probabilidades del enrutador y mapa de ids de fila</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>expertos</translation>
    </message>
    <message>
        <source>bytes (2 probability + 8 index)</source>
        <translation>bytes (2 probabilidad + 8 índice)</translation>
    </message>
    <message>
        <source>shared expert intermediates</source>
        <translation>intermedios de los expertos compartidos</translation>
    </message>
    <message>
        <source>shared d_ff</source>
        <translation>d_ff compartido</translation>
    </message>
    <message>
        <source>expert inputs (gathered tokens)</source>
        <translation>entradas de los expertos (tokens reunidos)</translation>
    </message>
    <message>
        <source>expert outputs (routing-weight product)</source>
        <translation>salidas de los expertos (producto con el peso de enrutado)</translation>
    </message>
    <message>
        <source>weighted expert outputs (index_add_ source)</source>
        <translation>salidas ponderadas de los expertos (fuente de index_add_)</translation>
    </message>
    <message>
        <source>router softmax in fp32</source>
        <translation>softmax del enrutador en fp32</translation>
    </message>
    <message>
        <source>top-k expert indices</source>
        <translation>índices de los expertos top-k</translation>
    </message>
    <message>
        <source>top_k</source>
        <translation>top_k</translation>
    </message>
    <message>
        <source>shared expert intermediates (gate, silu, up, product)</source>
        <translation>intermedios de los expertos compartidos (gate, silu, up, producto)</translation>
    </message>
    <message>
        <source>MoE router</source>
        <translation>enrutador MoE</translation>
    </message>
    <message>
        <source>MoE token permute and unpermute</source>
        <translation>permutación de tokens MoE y su inversa</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>all-to-all de expertos</translation>
    </message>
    <message>
        <source>parameters of one MoE block on this GPU</source>
        <translation>parámetros de un bloque MoE en esta GPU</translation>
    </message>
    <message>
        <source>latent and rotary key (kv_lora_rank + qk_rope_head_dim)</source>
        <translation>latente y clave rotatoria (kv_lora_rank + qk_rope_head_dim)</translation>
    </message>
    <message>
        <source>attention (latent, absorbed)</source>
        <translation>atención (latente, absorbida)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores over r + d_rope, values over r, softmax)</source>
        <translation>FLOPs por capa (puntuaciones sobre r + d_rope, valores sobre r, softmax)</translation>
    </message>
    <message>
        <source>bytes per layer (read the latent cache, Q, write O)</source>
        <translation>bytes por capa (leer la caché latente, Q, escribir O)</translation>
    </message>
    <message>
        <source>tokens of a sequence on this GPU (s / cp)</source>
        <translation>tokens de una secuencia en esta GPU (s / cp)</translation>
    </message>
    <message>
        <source>one ring step</source>
        <translation>un paso del anillo</translation>
    </message>
    <message>
        <source>K and V of this rank&apos;s tokens (2 b s/cp kv / t)</source>
        <translation>K y V de los tokens de este rango (2 b s/cp kv / t)</translation>
    </message>
    <message>
        <source>context-parallel ring per micro-batch</source>
        <translation>anillo de paralelismo de contexto por micro-lote</translation>
    </message>
    <message>
        <source>ring steps per pass (cp - 1)</source>
        <translation>pasos del anillo por pasada (cp - 1)</translation>
    </message>
    <message>
        <source>model-parallel GPUs (tp × pp × cp)</source>
        <translation>GPU de paralelismo de modelo (tp × pp × cp)</translation>
    </message>
    <message>
        <source>bf16 tensor-core peak</source>
        <translation>pico de los tensor cores en bf16</translation>
    </message>
    <message>
        <source>exposed ring per micro-batch</source>
        <translation>anillo expuesto por micro-lote</translation>
    </message>
    <message>
        <source>hidden behind the attention of this micro-batch</source>
        <translation>oculto tras la atención de este micro-lote</translation>
    </message>
    <message>
        <source>GPUs (d × t × p × cp)</source>
        <translation>GPU (d × t × p × cp)</translation>
    </message>
    <message>
        <source>fp32 parameter partition</source>
        <translation>partición de parámetros fp32</translation>
    </message>
    <message>
        <source>gradient partition on the host</source>
        <translation>partición de gradientes en el host</translation>
    </message>
    <message>
        <source>16-bit upload buffer</source>
        <translation>búfer de subida de 16 bits</translation>
    </message>
    <message>
        <source>gradients on the GPU (offloaded)</source>
        <translation>gradientes en la GPU (descargados)</translation>
    </message>
    <message>
        <source>gradient bucket (reduce_bucket_size)</source>
        <translation>cubo de gradientes (reduce_bucket_size)</translation>
    </message>
    <message>
        <source>optimizer on NVMe</source>
        <translation>optimizador en NVMe</translation>
    </message>
    <message>
        <source>on NVMe</source>
        <translation>en NVMe</translation>
    </message>
    <message>
        <source>parameter shard</source>
        <translation>fragmento de parámetros</translation>
    </message>
    <message>
        <source>pinned swap buffers</source>
        <translation>búferes de intercambio fijados</translation>
    </message>
    <message>
        <source>elements (buffer_count × buffer_size)</source>
        <translation>elementos (buffer_count × buffer_size)</translation>
    </message>
    <message>
        <source>host memory of one GPU&apos;s process</source>
        <translation>memoria del host del proceso de una GPU</translation>
    </message>
    <message>
        <source>offloaded activations</source>
        <translation>activaciones descargadas</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU por nodo</translation>
    </message>
    <message>
        <source>host memory per node</source>
        <translation>memoria del host por nodo</translation>
    </message>
    <message>
        <source>NVMe per node</source>
        <translation>NVMe por nodo</translation>
    </message>
    <message>
        <source>PCIe bandwidth (pinned copy)</source>
        <translation>ancho de banda PCIe (copia fijada)</translation>
    </message>
    <message>
        <source>bytes copied</source>
        <translation>bytes copiados</translation>
    </message>
    <message>
        <source>optimizer step on the host</source>
        <translation>paso del optimizador en el host</translation>
    </message>
    <message>
        <source>host memory traffic of the step</source>
        <translation>tráfico de memoria del host del paso</translation>
    </message>
    <message>
        <source>bytes read and written per process</source>
        <translation>bytes leídos y escritos por proceso</translation>
    </message>
    <message>
        <source>host memory bandwidth per node</source>
        <translation>ancho de banda de memoria del host por nodo</translation>
    </message>
    <message>
        <source>share of it CPU-Adam reaches</source>
        <translation>fracción que alcanza CPU-Adam</translation>
    </message>
    <message>
        <source>NVMe swap of the optimizer</source>
        <translation>intercambio NVMe del optimizador</translation>
    </message>
    <message>
        <source>bytes swapped in and out per process</source>
        <translation>bytes intercambiados por proceso</translation>
    </message>
    <message>
        <source>NVMe bandwidth per node</source>
        <translation>ancho de banda NVMe por nodo</translation>
    </message>
    <message>
        <source>copies exposed in a forward</source>
        <translation>copias expuestas en una pasada hacia delante</translation>
    </message>
    <message>
        <source>all hidden</source>
        <translation>todo oculto</translation>
    </message>
    <message>
        <source>host to GPU beyond the forward</source>
        <translation>host a GPU más allá de la pasada hacia delante</translation>
    </message>
    <message>
        <source>GPU to host beyond the forward</source>
        <translation>GPU a host más allá de la pasada hacia delante</translation>
    </message>
    <message>
        <source>copies exposed in a backward</source>
        <translation>copias expuestas en una pasada hacia atrás</translation>
    </message>
    <message>
        <source>host to GPU beyond the backward</source>
        <translation>host a GPU más allá de la pasada hacia atrás</translation>
    </message>
    <message>
        <source>GPU to host beyond the backward</source>
        <translation>GPU a host más allá de la pasada hacia atrás</translation>
    </message>
    <message>
        <source>upload of the updated parameters</source>
        <translation>subida de los parámetros actualizados</translation>
    </message>
    <message>
        <source>exposed offload copies</source>
        <translation>copias de descarga expuestas</translation>
    </message>
    <message>
        <source>micro-batches after the first</source>
        <translation>micro-lotes tras el primero</translation>
    </message>
    <message>
        <source>one layer kept on the GPU (the rest offloaded)</source>
        <translation>una capa se queda en la GPU (el resto descargado)</translation>
    </message>
    <message>
        <source>layers (or checkpoints) on this GPU</source>
        <translation>capas (o checkpoints) en esta GPU</translation>
    </message>
    <message>
        <source>other micro-batches in flight</source>
        <translation>otros micro-lotes en curso</translation>
    </message>
    <message>
        <source>share of the first pipeline stage</source>
        <translation>fracción de la primera etapa del pipeline</translation>
    </message>
    <message>
        <source>share of the last pipeline stage</source>
        <translation>fracción de la última etapa del pipeline</translation>
    </message>
    <message>
        <source>interleaved schedule (1 + (p - 1) / (p v))</source>
        <translation>programa intercalado (1 + (p - 1) / (p v))</translation>
    </message>
    <message>
        <source>interleaved schedule, every micro-batch&apos;s forward first (m / in flight)</source>
        <translation>programa intercalado, todas las pasadas hacia delante primero (m / microlotes en curso)</translation>
    </message>
    <message>
        <source>FP8, delayed scaling (per tensor)</source>
        <translation>FP8, escalado diferido (por tensor)</translation>
    </message>
    <message>
        <source>FP8, current scaling (per tensor)</source>
        <translation>FP8, escalado actual (por tensor)</translation>
    </message>
    <message>
        <source>FP8, block scaling (1 × 128, 128 × 128)</source>
        <translation>FP8, escalado por bloques (1 × 128, 128 × 128)</translation>
    </message>
    <message>
        <source>MXFP8 (32-value blocks)</source>
        <translation>MXFP8 (bloques de 32 valores)</translation>
    </message>
    <message>
        <source>NVFP4 (16-value blocks)</source>
        <translation>NVFP4 (bloques de 16 valores)</translation>
    </message>
    <message>
        <source>block-scaled low precision</source>
        <translation>baja precisión escalada por bloques</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, quantized block input, mask)</source>
        <translation>bytes por token y canal (entrada de la norma, entrada del bloque cuantizada, máscara)</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 2, SwiGLU 3; the quantized down input in its bytes)</source>
        <translation>tensores de ancho d_ff (GELU 2, SwiGLU 3; la entrada down cuantizada en sus bytes)</translation>
    </message>
    <message>
        <source>quantized projection input (delayed scaling)</source>
        <translation>entrada de la proyección cuantizada (escalado diferido)</translation>
    </message>
    <message>
        <source>FP8/FP4 weight copies</source>
        <translation>copias de pesos FP8/FP4</translation>
    </message>
    <message>
        <source>matrix parameters of one layer</source>
        <translation>parámetros de matrices de una capa</translation>
    </message>
    <message>
        <source>bytes per weight (rowwise + transposed copy)</source>
        <translation>bytes por peso (por filas + copia traspuesta)</translation>
    </message>
    <message>
        <source>GEMM input casts (FP8/FP4)</source>
        <translation>conversión de las entradas de GEMM (FP8/FP4)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scale and amax: 2 per value)</source>
        <translation>FLOPs por capa (escala y amax: 2 por valor)</translation>
    </message>
    <message>
        <source>bytes per layer (read 16 bits, write the quantized layouts)</source>
        <translation>bytes por capa (leer 16 bits, escribir las disposiciones cuantizadas)</translation>
    </message>
    <message>
        <source>weight casts (FP8/FP4, once per step)</source>
        <translation>conversión de los pesos (FP8/FP4, una vez por paso)</translation>
    </message>
    <message>
        <source>parameters&apos; bytes</source>
        <translation>bytes de los parámetros</translation>
    </message>
    <message>
        <source>rotary cos/sin table (vLLM)</source>
        <translation>tabla rotatoria cos/sin (vLLM)</translation>
    </message>
    <message>
        <source>scores × V 2 s² v</source>
        <translation>puntuaciones × V 2 s² v</translation>
    </message>
    <message>
        <source>output projection 2 s v h</source>
        <translation>proyección de salida 2 s v h</translation>
    </message>
    <message>
        <source>latent attention: norm and up-projection inputs</source>
        <translation>atención latente: entradas de la normalización y de la proyección ascendente</translation>
    </message>
    <message>
        <source>latent widths (q_lora_rank + kv_lora_rank)</source>
        <translation>anchuras latentes (q_lora_rank + kv_lora_rank)</translation>
    </message>
    <message>
        <source>tensors per latent (norm input, up-projection input)</source>
        <translation>tensores por latente (entrada de la normalización, entrada de la proyección ascendente)</translation>
    </message>
    <message>
        <source>widths q + k + v + output</source>
        <translation>anchuras q + k + v + salida</translation>
    </message>
    <message>
        <source>latent RMSNorm inputs in fp32</source>
        <translation>entradas de las RMSNorm latentes en fp32</translation>
    </message>
    <message>
        <source>latent RMSNorm squares in fp32</source>
        <translation>cuadrados de las RMSNorm latentes en fp32</translation>
    </message>
    <message>
        <source>latent RMSNorm 1/rms</source>
        <translation>1/rms de las RMSNorm latentes</translation>
    </message>
    <message>
        <source>latent RMSNorm outputs and up-projection inputs</source>
        <translation>salidas de las RMSNorm latentes y entradas de las proyecciones ascendentes</translation>
    </message>
    <message>
        <source>widths 2 q + v</source>
        <translation>anchuras 2 q + v</translation>
    </message>
    <message>
        <source>2 × rotary channels per head</source>
        <translation>2 × canales rotatorios por cabeza</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 b a q k d_value)</source>
        <translation>FLOPs por capa (2 b a q k d_value)</translation>
    </message>
    <message>
        <source>MLP: top-k experts, shared expert and router, averaged with the dense layers</source>
        <translation>MLP: expertos top-k, experto compartido y enrutador, promediados con las capas densas</translation>
    </message>
    <message>
        <source>MoE shared expert up</source>
        <translation>experto compartido MoE: proyección up</translation>
    </message>
    <message>
        <source>MoE shared expert SwiGLU</source>
        <translation>experto compartido MoE: SwiGLU</translation>
    </message>
    <message>
        <source>MoE shared expert GELU</source>
        <translation>experto compartido MoE: GELU</translation>
    </message>
    <message>
        <source>MoE shared expert down</source>
        <translation>experto compartido MoE: proyección down</translation>
    </message>
    <message>
        <source>dense layers&apos; MLP up</source>
        <translation>MLP de las capas densas: proyección up</translation>
    </message>
    <message>
        <source>dense layers&apos; SwiGLU</source>
        <translation>SwiGLU de las capas densas</translation>
    </message>
    <message>
        <source>dense layers&apos; GELU</source>
        <translation>GELU de las capas densas</translation>
    </message>
    <message>
        <source>dense layers&apos; MLP down</source>
        <translation>MLP de las capas densas: proyección down</translation>
    </message>
    <message>
        <source>recomputed MLA up-projections</source>
        <translation>proyecciones ascendentes de MLA recalculadas</translation>
    </message>
    <message>
        <source>FLOPs per layer (2 × tokens × up-projection weights)</source>
        <translation>FLOPs por capa (2 × tokens × pesos de las proyecciones ascendentes)</translation>
    </message>
    <message>
        <source>bytes per layer (latents and weights read, Q, K, V written)</source>
        <translation>bytes por capa (latentes y pesos leídos, Q, K, V escritos)</translation>
    </message>
    <message>
        <source>latent widths and rotary key channels (mla_up_proj recomputes the rest)</source>
        <translation>anchos latentes y canales rotatorios de las claves (mla_up_proj recalcula el resto)</translation>
    </message>
    <message>
        <source>bytes per token and channel (norm input, mask; the block input recomputed)</source>
        <translation>bytes por token y canal (entrada de la norma, máscara; la entrada del bloque se recalcula)</translation>
    </message>
    <message>
        <source>width of the projection input (Q, K, V recomputed)</source>
        <translation>ancho de la entrada de la proyección (Q, K, V recalculados)</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (none: the MLP is recomputed)</source>
        <translation>tensores de ancho d_ff (ninguno: el MLP se recalcula)</translation>
    </message>
    <message>
        <source>d_ff-wide tensors (GELU 1, SwiGLU 2: moe_act recomputes the down input)</source>
        <translation>tensores de ancho d_ff (GELU 1, SwiGLU 2: moe_act recalcula la entrada de la proyección descendente)</translation>
    </message>
    <message>
        <source>attention output (projection input copy)</source>
        <translation>salida de la atención (copia como entrada de la proyección)</translation>
    </message>
    <message>
        <source>gap per kernel launch</source>
        <translation>hueco por lanzamiento de kernel</translation>
    </message>
    <message>
        <source>kernel launch gaps</source>
        <translation>huecos entre lanzamientos de kernels</translation>
    </message>
    <message>
        <source>memory-bound kernels per micro-batch</source>
        <translation>kernels limitados por memoria por micro-lote</translation>
    </message>
    <message>
        <source>optimizer kernel launch gaps</source>
        <translation>huecos entre los kernels del optimizador</translation>
    </message>
    <message>
        <source>multi-tensor kernels (320 chunks of 65,536 values each)</source>
        <translation>kernels multi-tensor (320 bloques de 65.536 valores cada uno)</translation>
    </message>
    <message>
        <source>optimizer passes</source>
        <translation>pasadas del optimizador</translation>
    </message>
    <message>
        <source>gradient accumulation launch gaps</source>
        <translation>huecos de la acumulación de gradientes</translation>
    </message>
    <message>
        <source>accumulation kernels per micro-batch</source>
        <translation>kernels de acumulación por micro-lote</translation>
    </message>
    <message>
        <source>LoRA scaling, sum and casts</source>
        <translation>LoRA: escalado, suma y conversiones</translation>
    </message>
    <message>
        <source>FLOPs per layer (× scaling, + base output)</source>
        <translation>FLOPs por capa (× escala, + salida de la base)</translation>
    </message>
    <message>
        <source>bytes per layer (casts, scaling, sum)</source>
        <translation>bytes por capa (conversiones, escalado, suma)</translation>
    </message>
    <message>
        <source>sliding-window mask bias</source>
        <translation>sesgo de la máscara de ventana</translation>
    </message>
    <message>
        <source>keys per token × share of layers with the mask</source>
        <translation>claves por token × fracción de capas con máscara</translation>
    </message>
    <message>
        <source>bytes per gradient (copied into the bucket scaled by 1/d, copied back)</source>
        <translation>bytes por gradiente (copiado al bucket escalado por 1/d, copiado de vuelta)</translation>
    </message>
    <message>
        <source>bytes per gradient (flattened, divided by d, copied back)</source>
        <translation>bytes por gradiente (aplanado, dividido por d, copiado de vuelta)</translation>
    </message>
    <message>
        <source>bytes per gradient (scaled by 1/d in place)</source>
        <translation>bytes por gradiente (escalado por 1/d en su sitio)</translation>
    </message>
    <message>
        <source>gradient buffer passes</source>
        <translation>pasadas de los búferes de gradientes</translation>
    </message>
    <message>
        <source>gradients on this GPU</source>
        <translation>gradientes en esta GPU</translation>
    </message>
    <message>
        <source>gradient buffer launch gaps</source>
        <translation>huecos de lanzamiento de los búferes de gradientes</translation>
    </message>
    <message>
        <source>gradient buffer kernels</source>
        <translation>kernels de los búferes de gradientes</translation>
    </message>
    <message>
        <source>gradient buffers (compute stream)</source>
        <translation>búferes de gradientes (flujo de cómputo)</translation>
    </message>
    <message>
        <source>tied embedding gradient all-reduce</source>
        <translation>all-reduce del gradiente de los embeddings compartidos</translation>
    </message>
    <message>
        <source>bytes sent (V h / t gradients, two GPUs)</source>
        <translation>bytes enviados (V h / t gradientes, dos GPU)</translation>
    </message>
    <message>
        <source>all-reduces per step (first and last stage)</source>
        <translation>all-reduces por paso (primera y última etapa)</translation>
    </message>
    <message>
        <source>data-parallel collective, exposed</source>
        <translation>colectiva de paralelismo de datos, expuesta</translation>
    </message>
    <message>
        <source>transformers training on one H100 or H200</source>
        <translation>entrenamiento con transformers en una H100 o H200</translation>
    </message>
    <message>
        <source>Megatron-LM GPT training on A100 clusters</source>
        <translation>entrenamiento de GPT con Megatron-LM en clústeres de A100</translation>
    </message>
    <message>
        <source>tensor-parallel collectives of activations</source>
        <translation>operaciones colectivas de paralelismo de tensores sobre activaciones</translation>
    </message>
    <message>
        <source>vocab-parallel cross-entropy all-reduces</source>
        <translation>all-reduce de la entropía cruzada paralela en vocabulario</translation>
    </message>
    <message>
        <source>bytes sent per all-reduce (2(t-1)/t × b s × 4)</source>
        <translation>bytes enviados por all-reduce (2(t-1)/t × b s × 4)</translation>
    </message>
    <message>
        <source>all-reduces per micro-batch (maximum, target logit, sum of exponentials)</source>
        <translation>all-reduce por microlote (máximo, logit objetivo, suma de exponenciales)</translation>
    </message>
    <message>
        <source>MLP gate and up (activation recomputed)</source>
        <translation>gate y up del MLP (activación recalculada)</translation>
    </message>
    <message>
        <source>MLP activation input (activation recomputed)</source>
        <translation>entrada de la activación del MLP (activación recalculada)</translation>
    </message>
    <message>
        <source>MLP intermediates (GELU input)</source>
        <translation>intermedios del MLP (entrada de GELU)</translation>
    </message>
    <message>
        <source>bytes per gradient reduced</source>
        <translation>bytes por gradiente reducido</translation>
    </message>
    <message>
        <source>the reduction&apos;s dtype</source>
        <translation>dtype de la reducción</translation>
    </message>
    <message>
        <source>Q, K, V (keys and values at their own width)</source>
        <translation>Q, K, V (claves y valores con su propio ancho)</translation>
    </message>
    <message>
        <source>widths q + 2 kv</source>
        <translation>anchos q + 2 kv</translation>
    </message>
    <message>
        <source>CUDA-core peak at the power limit</source>
        <translation>pico de los núcleos CUDA con el límite de potencia</translation>
    </message>
    <message>
        <source>bf16 tensor-core peak at the power limit</source>
        <translation>pico de los tensor cores en bf16 con el límite de potencia</translation>
    </message>
    <message>
        <source>tensor-core peak at the power limit</source>
        <translation>pico de los tensor cores con el límite de potencia</translation>
    </message>
    <message>
        <source>saved by op-selective checkpointing</source>
        <translation>guardado por el checkpointing op-selectivo</translation>
    </message>
    <message>
        <source>outputs of the saved matrix products (the 1st, 3rd, ... of the block)</source>
        <translation>salidas de los productos matriciales guardados (el 1.º, el 3.º, ... del bloque)</translation>
    </message>
    <message>
        <source>SDPA output and its fp32 log-sum-exp</source>
        <translation>salida de SDPA y su log-sum-exp en fp32</translation>
    </message>
    <message>
        <source>reduce-scatter outputs (2, b s h / t each)</source>
        <translation>salidas de reduce-scatter (2, b s h / t cada una)</translation>
    </message>
    <message>
        <source>recomputed part of one layer</source>
        <translation>parte recalculada de una capa</translation>
    </message>
    <message>
        <source>peak without the estimated terms</source>
        <translation>pico sin los términos estimados</translation>
    </message>
    <message>
        <source>tensors alive at the peak</source>
        <translation>tensores vivos en el pico</translation>
    </message>
    <message>
        <source>certain runtime memory</source>
        <translation>memoria de ejecución conocida con certeza</translation>
    </message>
    <message>
        <source>allocator reserve at its high end</source>
        <translation>reserva del asignador en su extremo alto</translation>
    </message>
    <message>
        <source>highest measured reserve share</source>
        <translation>mayor fracción de reserva medida</translation>
    </message>
    <message>
        <source>peak with the estimated terms high</source>
        <translation>pico con los términos estimados en su valor alto</translation>
    </message>
    <message>
        <source>room for the allocator reserve and NCCL buffers</source>
        <translation>espacio para la reserva del asignador y los búferes de NCCL</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>capacidad</translation>
    </message>
    <message>
        <source>margin</source>
        <translation>margen</translation>
    </message>
    <message>
        <source>layers (all of this stage&apos;s: not resharded)</source>
        <translation>capas (todas las de esta etapa: sin volver a fragmentar)</translation>
    </message>
    <message>
        <source>exposed tensor-parallel communication per micro-batch</source>
        <translation>comunicación de paralelismo tensorial expuesta por microlote</translation>
    </message>
    <message>
        <source>tensor-parallel communication hidden</source>
        <translation>comunicación de paralelismo tensorial oculta</translation>
    </message>
    <message>
        <source>GEMMs slowed by the overlap&apos;s SMs</source>
        <translation>GEMM ralentizadas por los SM del solapamiento</translation>
    </message>
    <message>
        <source>bytes sent per all-gather ((d-1)/d × weights, fp8 linear weights)</source>
        <translation>bytes enviados por all-gather ((d-1)/d × pesos, pesos lineales en fp8)</translation>
    </message>
    <message>
        <source>one tensor-parallel collective</source>
        <translation>una operación colectiva de paralelismo tensorial</translation>
    </message>
    <message>
        <source>GEMM time × (t-1)/t (all chunks but the last)</source>
        <translation>tiempo de GEMM × (t-1)/t (todos los bloques salvo el último)</translation>
    </message>
    <message>
        <source>collective or slowed GEMM, the shorter</source>
        <translation>la operación colectiva o la GEMM ralentizada, la más corta</translation>
    </message>
    <message>
        <source>chunks hidden (3 of 4: the last chunk&apos;s is exposed)</source>
        <translation>bloques ocultos (3 de 4: la comunicación del último bloque queda expuesta)</translation>
    </message>
    <message>
        <source>weight-gradient GEMM on the SMs left</source>
        <translation>GEMM del gradiente de pesos en los SM restantes</translation>
    </message>
    <message>
        <source>all-gather hidden behind the QKV GEMM (forward)</source>
        <translation>all-gather oculto tras la GEMM QKV (hacia delante)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the output projection (forward)</source>
        <translation>reduce-scatter oculto tras la proyección de salida (hacia delante)</translation>
    </message>
    <message>
        <source>all-gather hidden behind the MLP up GEMM (forward)</source>
        <translation>all-gather oculto tras la GEMM up del MLP (hacia delante)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the MLP down GEMM (forward)</source>
        <translation>reduce-scatter oculto tras la GEMM down del MLP (hacia delante)</translation>
    </message>
    <message>
        <source>all-gather hidden behind the output projection (backward)</source>
        <translation>all-gather oculto tras la proyección de salida (hacia atrás)</translation>
    </message>
    <message>
        <source>all-gather hidden behind the MLP down GEMM (backward)</source>
        <translation>all-gather oculto tras la GEMM down del MLP (hacia atrás)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the QKV GEMM (backward)</source>
        <translation>reduce-scatter oculto tras la GEMM QKV (hacia atrás)</translation>
    </message>
    <message>
        <source>reduce-scatter hidden behind the MLP up GEMM (backward)</source>
        <translation>reduce-scatter oculto tras la GEMM up del MLP (hacia atrás)</translation>
    </message>
    <message>
        <source>tensor-parallel communication hidden per layer</source>
        <translation>comunicación de paralelismo tensorial oculta por capa</translation>
    </message>
    <message>
        <source>GEMM time added per layer (S / (S - 16) of the pipelined and bulk GEMMs)</source>
        <translation>tiempo de GEMM añadido por capa (S / (S - 16) de las GEMM en pipeline y en bloque)</translation>
    </message>
    <message>
        <source>published Megatron-Core runs on H100</source>
        <translation>ejecuciones publicadas de Megatron-Core en H100</translation>
    </message>
    <message>
        <source>published torchtitan runs on H100/H200</source>
        <translation>ejecuciones publicadas de torchtitan en H100/H200</translation>
    </message>
    <message>
        <source>published LLM Foundry runs on H100</source>
        <translation>ejecuciones publicadas de LLM Foundry en H100</translation>
    </message>
    <message>
        <source>published LLM Foundry runs on A100</source>
        <translation>ejecuciones publicadas de LLM Foundry en A100</translation>
    </message>
    <message>
        <source>published DeepSpeed runs on A100</source>
        <translation>ejecuciones publicadas de DeepSpeed en A100</translation>
    </message>
    <message>
        <source>predicted MFU, at most the peak</source>
        <translation>MFU prevista, como máximo el pico</translation>
    </message>
    <message>
        <source>every op at its roof</source>
        <translation>cada operación en su techo</translation>
    </message>
    <message>
        <source>average engine step</source>
        <translation>paso medio del motor</translation>
    </message>
    <message>
        <source>time per output token</source>
        <translation>tiempo por token de salida</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>etapas del pipeline</translation>
    </message>
    <message>
        <source>output tokens per step</source>
        <translation>tokens de salida por paso</translation>
    </message>
    <message>
        <source>prompt in the running batch</source>
        <translation>prompt en el lote en curso</translation>
    </message>
    <message>
        <source>step with a prompt chunk</source>
        <translation>paso con un fragmento de prompt</translation>
    </message>
    <message>
        <source>prompt chunks</source>
        <translation>fragmentos del prompt</translation>
    </message>
    <message>
        <source>prefill of one prompt</source>
        <translation>prefill de un prompt</translation>
    </message>
    <message>
        <source>engine step time</source>
        <translation>tiempo de paso del motor</translation>
    </message>
    <message>
        <source>prompt chunks (max_num_batched_tokens)</source>
        <translation>fragmentos del prompt (max_num_batched_tokens)</translation>
    </message>
    <message>
        <source>expected accepted tokens + 1</source>
        <translation>tokens aceptados esperados + 1</translation>
    </message>
    <message>
        <source>sequences the KV cache holds</source>
        <translation>secuencias que guarda la caché KV</translation>
    </message>
    <message>
        <source>KV cache tokens per GPU</source>
        <translation>tokens de caché KV por GPU</translation>
    </message>
    <message>
        <source>tokens each holds, on average</source>
        <translation>tokens que guarda cada una, en promedio</translation>
    </message>
    <message>
        <source>wait before admission</source>
        <translation>espera antes de la admisión</translation>
    </message>
    <message>
        <source>M/D/1 wait: load / (2 (1 - load)) / capacity</source>
        <translation>espera M/D/1: carga / (2 (1 - carga)) / capacidad</translation>
    </message>
    <message>
        <source>time to first token</source>
        <translation>tiempo hasta el primer token</translation>
    </message>
    <message>
        <source>end-to-end latency</source>
        <translation>latencia de extremo a extremo</translation>
    </message>
    <message>
        <source>later tokens x time per output token</source>
        <translation>tokens posteriores x tiempo por token de salida</translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation>solicitudes por segundo</translation>
    </message>
    <message>
        <source>sequences running per replica</source>
        <translation>secuencias en ejecución por réplica</translation>
    </message>
    <message>
        <source>service time per request</source>
        <translation>tiempo de servicio por solicitud</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>réplicas</translation>
    </message>
    <message>
        <source>output tokens per second</source>
        <translation>tokens de salida por segundo</translation>
    </message>
    <message>
        <source>output tokens per request</source>
        <translation>tokens de salida por solicitud</translation>
    </message>
    <message>
        <source>weights read per step</source>
        <translation>pesos leídos por paso</translation>
    </message>
    <message>
        <source>weights on this GPU</source>
        <translation>pesos en esta GPU</translation>
    </message>
    <message>
        <source>routed experts no token of the step picks</source>
        <translation>expertos enrutados que ningún token del paso elige</translation>
    </message>
    <message>
        <source>KV tokens read or written per step</source>
        <translation>tokens KV leídos o escritos por paso</translation>
    </message>
    <message>
        <source>sequences decoding x tokens each holds</source>
        <translation>secuencias decodificando x tokens que guarda cada una</translation>
    </message>
    <message>
        <source>prompt tokens written</source>
        <translation>tokens del prompt escritos</translation>
    </message>
    <message>
        <source>earlier prompt tokens read by the chunk</source>
        <translation>tokens anteriores del prompt leídos por el fragmento</translation>
    </message>
    <message>
        <source>KV cache read per step</source>
        <translation>caché KV leída por paso</translation>
    </message>
    <message>
        <source>KV bytes per token on this GPU</source>
        <translation>bytes KV por token en esta GPU</translation>
    </message>
    <message>
        <source>decode attention over the context held</source>
        <translation>atención de decodificación sobre el contexto guardado</translation>
    </message>
    <message>
        <source>prompt attention</source>
        <translation>atención del prompt</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduces per step</source>
        <translation>all-reduces de paralelismo tensorial por paso</translation>
    </message>
    <message>
        <source>all-reduce volume</source>
        <translation>volumen del all-reduce</translation>
    </message>
    <message>
        <source>all-reduces (2 per layer)</source>
        <translation>all-reduces (2 por capa)</translation>
    </message>
    <message>
        <source>pipeline send per step</source>
        <translation>envío de pipeline por paso</translation>
    </message>
    <message>
        <source>activations sent</source>
        <translation>activaciones enviadas</translation>
    </message>
    <message>
        <source>sends</source>
        <translation>envíos</translation>
    </message>
    <message>
        <source>per-step overhead</source>
        <translation>sobrecarga por paso</translation>
    </message>
    <message>
        <source>kernel launches</source>
        <translation>lanzamientos de kernels</translation>
    </message>
    <message>
        <source>engine host time per step</source>
        <translation>tiempo de host del motor por paso</translation>
    </message>
    <message>
        <source>step kernel time</source>
        <translation>tiempo de kernels del paso</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2)</source>
        <translation>pasadas (hacia delante, hacia atrás ×2)</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>pasadas</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>examples</source>
        <translation>ejemplos</translation>
    </message>
    <message>
        <source>tokens per example</source>
        <translation>tokens por ejemplo</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>épocas</translation>
    </message>
    <message>
        <source>step decoding alone</source>
        <translation>paso solo de decodificación</translation>
    </message>
    <message>
        <source>prompt chunks per step x what a chunk adds</source>
        <translation>fragmentos de prompt por paso x lo que añade un fragmento</translation>
    </message>
    <message>
        <source>prefill steps per decode step x their time</source>
        <translation>pasos de prefill por paso de decodificación x su tiempo</translation>
    </message>
    <message>
        <source>first token in a wave of prompts</source>
        <translation>primer token en una ola de prompts</translation>
    </message>
    <message>
        <source>prefill step of the wave</source>
        <translation>paso de prefill de la ola</translation>
    </message>
    <message>
        <source>mean prefill steps until a prompt completes</source>
        <translation>pasos de prefill medios hasta completar un prompt</translation>
    </message>
    <message>
        <source>cycle after the first token</source>
        <translation>ciclo tras el primer token</translation>
    </message>
    <message>
        <source>later tokens&apos; share</source>
        <translation>parte de los tokens posteriores</translation>
    </message>
    <message>
        <source>tokens after the first</source>
        <translation>tokens después del primero</translation>
    </message>
    <message>
        <source>decode steps alone</source>
        <translation>pasos de decodificación solos</translation>
    </message>
    <message>
        <source>half a scheduling pass</source>
        <translation>medio ciclo del planificador</translation>
    </message>
    <message>
        <source>request outside the steps (HTTP, tokeniser)</source>
        <translation>petición fuera de los pasos (HTTP, tokenizador)</translation>
    </message>
    <message>
        <source>matmul FLOPs of the step</source>
        <translation>FLOPs de matmul del paso</translation>
    </message>
    <message>
        <source>step matmul time</source>
        <translation>tiempo de matmul del paso</translation>
    </message>
    <message>
        <source>attention FLOPs of the step</source>
        <translation>FLOPs de atención del paso</translation>
    </message>
    <message>
        <source>step attention compute time</source>
        <translation>tiempo de cómputo de atención del paso</translation>
    </message>
    <message>
        <source>all-reduces waiting for the slowest GPU (fitted)</source>
        <translation>all-reduce esperando a la GPU más lenta (ajustado)</translation>
    </message>
    <message>
        <source>weights streaming time</source>
        <translation>tiempo de lectura de los pesos</translation>
    </message>
    <message>
        <source>KV cache streaming time</source>
        <translation>tiempo de lectura de la caché KV</translation>
    </message>
    <message>
        <source>matmul kernels</source>
        <translation>kernels de matmul</translation>
    </message>
    <message>
        <source>attention kernels</source>
        <translation>kernels de atención</translation>
    </message>
    <message>
        <source>tokens of one step (more than the training tokens)</source>
        <translation>tokens de un paso (más que los tokens de entrenamiento)</translation>
    </message>
    <message>
        <source>pipeline outputs kept to their backward</source>
        <translation>salidas del pipeline retenidas hasta su backward</translation>
    </message>
    <message>
        <source>model chunks in flight</source>
        <translation>fragmentos del modelo en curso</translation>
    </message>
    <message>
        <source>exposed pipeline send/receive per micro-batch</source>
        <translation>envío/recepción expuesto del pipeline por microlote</translation>
    </message>
    <message>
        <source>hidden behind the next chunk&apos;s compute</source>
        <translation>oculto tras el cómputo del siguiente fragmento</translation>
    </message>
    <message>
        <source>exposed pipeline communication</source>
        <translation>comunicación expuesta del pipeline</translation>
    </message>
    <message>
        <source>streamed responses per step</source>
        <translation>respuestas transmitidas por paso</translation>
    </message>
    <message>
        <source>sequences decoding</source>
        <translation>secuencias decodificando</translation>
    </message>
    <message>
        <source>host time per streamed response</source>
        <translation>tiempo de host por respuesta transmitida</translation>
    </message>
    <message>
        <source>float8 casts (torchao Float8Linear)</source>
        <translation>conversiones a float8 (torchao Float8Linear)</translation>
    </message>
    <message>
        <source>bytes per layer (read 16 bits, write float8 row- and column-major)</source>
        <translation>bytes por capa (leer 16 bits, escribir float8 por filas y por columnas)</translation>
    </message>
    <message>
        <source>float8 weight casts (torchao, every forward)</source>
        <translation>conversiones de pesos a float8 (torchao, en cada pasada hacia delante)</translation>
    </message>
    <message>
        <source>bytes per layer (amax read, read 16 bits, write both layouts)</source>
        <translation>bytes por capa (lectura de amax, leer 16 bits, escribir ambas disposiciones)</translation>
    </message>
    <message>
        <source>FSDP2 copy-out and copy-in</source>
        <translation>copias de FSDP2 (copy-out y copy-in)</translation>
    </message>
    <message>
        <source>FLOPs per layer (copies: none)</source>
        <translation>FLOPs por capa (copias: ninguno)</translation>
    </message>
    <message>
        <source>bytes per layer (gathered weights read and written per all-gather, gradients read and written in the reduction dtype)</source>
        <translation>bytes por capa (pesos reunidos leídos y escritos en cada all-gather, gradientes leídos y escritos en el tipo de la reducción)</translation>
    </message>
    <message>
        <source>micro-batches in flight (DualPipe: p + 1)</source>
        <translation>microlotes en curso (DualPipe: p + 1)</translation>
    </message>
    <message>
        <source>share of the first and the last stage (DualPipe: stages i and p - 1 - i)</source>
        <translation>parte de la primera y la última etapa (DualPipe: etapas i y p - 1 - i)</translation>
    </message>
    <message>
        <source>DualPipe: pipeline stages / 2 - 1</source>
        <translation>DualPipe: etapas del pipeline / 2 - 1</translation>
    </message>
    <message>
        <source>(F&amp;B + B - 3W) / (F + B) = 2 - 4 x forward share (F&amp;B = F + B, W = F)</source>
        <translation>(F&amp;B + B - 3W) / (F + B) = 2 - 4 x parte hacia delante (F&amp;B = F + B, W = F)</translation>
    </message>
    <message>
        <source>all-to-all beyond the compute beside it</source>
        <translation>all-to-all que excede el cómputo a su lado</translation>
    </message>
    <message>
        <source>exposed expert all-to-all (DualPipe)</source>
        <translation>all-to-all de expertos expuesto (DualPipe)</translation>
    </message>
    <message>
        <source>slot held to the end of the pass</source>
        <translation>plaza retenida hasta el final de la pasada</translation>
    </message>
    <message>
        <source>engine host work per running sequence</source>
        <translation>trabajo del host del motor por secuencia en curso</translation>
    </message>
    <message>
        <source>host time per sequence per step</source>
        <translation>tiempo de host por secuencia y paso</translation>
    </message>
    <message>
        <source>loss buffers: fp32 copy, shifted logits and their exp</source>
        <translation>búferes de la pérdida: copia en fp32, logits desplazados y su exp</translation>
    </message>
    <message>
        <source>loss buffers: log-probabilities, zeros, exp and their sum</source>
        <translation>búferes de la pérdida: log-probabilidades, ceros, exp y su suma</translation>
    </message>
    <message>
        <source>logits (saved by the compiled loss)</source>
        <translation>logits (guardados por la pérdida compilada)</translation>
    </message>
    <message>
        <source>loss buffers: the logits&apos; gradient</source>
        <translation>búferes de la pérdida: el gradiente de los logits</translation>
    </message>
    <message>
        <source>layers: 2 x their matrix parameters x tokens of the step</source>
        <translation>capas: 2 x sus parámetros de matriz x tokens del paso</translation>
    </message>
    <message>
        <source>LM head: 2 x its parameters x rows (each decode token, each prompt&apos;s last)</source>
        <translation>cabeza LM: 2 x sus parámetros x filas (cada token de decodificación, el último de cada prompt)</translation>
    </message>
    <message>
        <source>AsyncTP copies and reductions per layer</source>
        <translation>copias y reducciones de AsyncTP por capa</translation>
    </message>
    <message>
        <source>bytes moved (all-gathers × 2 b s h e / t + reduce-scatters × b s h e (1 + 1/t))</source>
        <translation>bytes movidos (all-gathers × 2 b s h e / t + reduce-scatters × b s h e (1 + 1/t))</translation>
    </message>
    <message>
        <source>AsyncTP copies and reductions</source>
        <translation>copias y reducciones de AsyncTP</translation>
    </message>
    <message>
        <source>sequence-parallel chunk + cat copies</source>
        <translation>copias del paralelismo de secuencia (chunk + cat)</translation>
    </message>
    <message>
        <source>FLOPs (copies: none)</source>
        <translation>FLOPs (copias: ninguno)</translation>
    </message>
    <message>
        <source>bytes per micro-batch (each all-gather and reduce-scatter on the sequence dimension: b s h read and written)</source>
        <translation>bytes por micro-lote (cada all-gather y reduce-scatter en la dimensión de secuencia: b s h leídos y escritos)</translation>
    </message>
    <message>
        <source>collectives (one per bucket: apex DistributedFusedAdam, 100 MiB)</source>
        <translation>colectivas (una por bucket: apex DistributedFusedAdam, 100 MiB)</translation>
    </message>
    <message>
        <source>q, k, v input-gradient sums (backward)</source>
        <translation>sumas de gradientes de entrada de q, k, v (retropropagación)</translation>
    </message>
    <message>
        <source>gate, up input-gradient sums (backward)</source>
        <translation>sumas de gradientes de entrada de gate, up (retropropagación)</translation>
    </message>
    <message>
        <source>FLOPs per layer (one add per value summed)</source>
        <translation>FLOPs por capa (una suma por valor sumado)</translation>
    </message>
    <message>
        <source>bytes per layer (compiled: each extra b s h gradient read once more by the kernel the sum is fused into)</source>
        <translation>bytes por capa (compilado: cada gradiente b s h adicional se lee una vez más en el kernel en el que se fusiona la suma)</translation>
    </message>
    <message>
        <source>bytes per layer (eager: one add per extra b s h gradient, two read and the sum written)</source>
        <translation>bytes por capa (eager: una suma por gradiente b s h adicional, dos leídos y la suma escrita)</translation>
    </message>
    <message>
        <source>last stage, interleaved: earlier chunks&apos; warm-up (((v - 1) p + 1) / v)</source>
        <translation>última etapa, intercalada: calentamiento de los fragmentos anteriores (((v - 1) p + 1) / v)</translation>
    </message>
    <message>
        <source>pipeline stage buffers (torch.distributed.pipelining)</source>
        <translation>búferes de la etapa del pipeline (torch.distributed.pipelining)</translation>
    </message>
    <message>
        <source>gradient receive buffers (one per micro-batch, kept)</source>
        <translation>búferes de recepción de gradientes (uno por microlote, conservados)</translation>
    </message>
    <message>
        <source>input receive buffers of micro-batches not in flight (kept)</source>
        <translation>búferes de recepción de entradas de microlotes que no están en curso (conservados)</translation>
    </message>
    <message>
        <source>stage outputs kept to the step&apos;s end (output_chunks)</source>
        <translation>salidas de la etapa conservadas hasta el final del paso (output_chunks)</translation>
    </message>
    <message>
        <source>micro-batches x chunks sending on</source>
        <translation>microlotes x fragmentos que envían adelante</translation>
    </message>
    <message>
        <source>buffers of micro-batches not in flight</source>
        <translation>búferes de microlotes que no están en curso</translation>
    </message>
    <message>
        <source>earlier micro-batches&apos; logits (output_chunks)</source>
        <translation>logits de microlotes anteriores (output_chunks)</translation>
    </message>
    <message>
        <source>earlier micro-batches of the step</source>
        <translation>microlotes anteriores del paso</translation>
    </message>
    <message>
        <source>tokens of a micro-batch</source>
        <translation>tokens de un microlote</translation>
    </message>
    <message>
        <source>logits kept to the step&apos;s end</source>
        <translation>logits conservados hasta el final del paso</translation>
    </message>
    <message>
        <source>this micro-batch&apos;s logits</source>
        <translation>logits de este microlote</translation>
    </message>
    <message>
        <source>earlier micro-batches&apos; logits</source>
        <translation>logits de microlotes anteriores</translation>
    </message>
    <message>
        <source>gathered root unit (embeddings, norm, output layer)</source>
        <translation>unidad raíz reunida (embeddings, norma, capa de salida)</translation>
    </message>
    <message>
        <source>share of the root unit on this GPU</source>
        <translation>parte de la unidad raíz en esta GPU</translation>
    </message>
    <message>
        <source>gathered parameters</source>
        <translation>parámetros reunidos</translation>
    </message>
    <message>
        <source>second stage, interleaved: (2 (p - 2) + (v - 1) p + 1) / v chunks&apos; worth, per micro-batch in flight</source>
        <translation>segunda etapa, intercalada: el equivalente a (2 (p - 2) + (v - 1) p + 1) / v fragmentos, por microlote en curso</translation>
    </message>
    <message>
        <source>share of a middle pipeline stage</source>
        <translation>fracción de una etapa intermedia del pipeline</translation>
    </message>
    <message>
        <source>first pipeline stage</source>
        <translation>primera etapa del pipeline</translation>
    </message>
    <message>
        <source>second pipeline stage</source>
        <translation>segunda etapa del pipeline</translation>
    </message>
    <message>
        <source>last pipeline stage</source>
        <translation>última etapa del pipeline</translation>
    </message>
    <message>
        <source>the only stage</source>
        <translation>la única etapa</translation>
    </message>
    <message>
        <source>peak over the pipeline stages</source>
        <translation>pico entre las etapas del pipeline</translation>
    </message>
    <message>
        <source>rotary embedding and q, k, v copies (Megatron-Core)</source>
        <translation>embedding rotatorio y copias de q, k, v (Megatron-Core)</translation>
    </message>
    <message>
        <source>FLOPs per layer (rotary: 3 per q and k value and pass)</source>
        <translation>FLOPs por capa (rotatorio: 3 por valor de q y k y por pasada)</translation>
    </message>
    <message>
        <source>bytes per layer (rotary on q and k, the value made contiguous, GQA&apos;s query reshaped, forward; rotary and the cat of dq, dk, dv, backward)</source>
        <translation>bytes por capa (rotatorio sobre q y k, el valor hecho contiguo, la consulta de GQA redimensionada, hacia delante; rotatorio y el cat de dq, dk, dv, hacia atrás)</translation>
    </message>
    <message>
        <source>prefill instance step</source>
        <translation>paso de la instancia de prefill</translation>
    </message>
    <message>
        <source>KV cache moved per GPU</source>
        <translation>caché KV transferida por GPU</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>tokens del prompt</translation>
    </message>
    <message>
        <source>KV bytes per token on the busier GPU</source>
        <translation>bytes de KV por token en la GPU más cargada</translation>
    </message>
    <message>
        <source>KV cache transfer</source>
        <translation>transferencia de la caché KV</translation>
    </message>
    <message>
        <source>bytes over the link</source>
        <translation>bytes por el enlace</translation>
    </message>
    <message>
        <source>link latency</source>
        <translation>latencia del enlace</translation>
    </message>
    <message>
        <source>decode instance step</source>
        <translation>paso de la instancia de decodificación</translation>
    </message>
    <message>
        <source>KV cache beside a draft model</source>
        <translation>caché KV junto a un modelo borrador</translation>
    </message>
    <message>
        <source>KV cache of the model alone</source>
        <translation>caché KV del modelo solo</translation>
    </message>
    <message>
        <source>draft model&apos;s weights on this GPU</source>
        <translation>pesos del modelo borrador en esta GPU</translation>
    </message>
    <message>
        <source>KV cache blocks shared with the draft</source>
        <translation>bloques de la caché KV compartidos con el borrador</translation>
    </message>
    <message>
        <source>a block of both models&apos; keys and values</source>
        <translation>un bloque de claves y valores de ambos modelos</translation>
    </message>
    <message>
        <source>draft model&apos;s decode steps</source>
        <translation>pasos de decodificación del modelo borrador</translation>
    </message>
    <message>
        <source>one draft decode step at the batch</source>
        <translation>un paso de decodificación del borrador con el lote</translation>
    </message>
    <message>
        <source>draft tokens (sequential steps)</source>
        <translation>tokens borrador (pasos secuenciales)</translation>
    </message>
    <message>
        <source>routed experts moved to other ranks&apos; GPUs</source>
        <translation>expertos enrutados trasladados a las GPU de otros rangos</translation>
    </message>
    <message>
        <source>routed experts&apos; bytes on a pipeline stage</source>
        <translation>bytes de los expertos enrutados en una etapa del pipeline</translation>
    </message>
    <message>
        <source>1 / tp - 1 / expert-parallel GPUs</source>
        <translation>1 / tp - 1 / GPU con paralelismo de expertos</translation>
    </message>
    <message>
        <source>KV cache budget with the experts split</source>
        <translation>presupuesto para la caché KV con los expertos repartidos</translation>
    </message>
    <message>
        <source>expert all-gathers and reduce-scatters</source>
        <translation>all-gathers y reduce-scatters de expertos</translation>
    </message>
    <message>
        <source>all ranks&apos; tokens gathered (ring share)</source>
        <translation>tokens de todos los rangos reunidos (parte del anillo)</translation>
    </message>
    <message>
        <source>all-gathers and reduce-scatters (2 per MoE layer)</source>
        <translation>all-gathers y reduce-scatters (2 por capa MoE)</translation>
    </message>
    <message>
        <source>expert dispatch and combine per step</source>
        <translation>despacho y combinación de expertos por paso</translation>
    </message>
    <message>
        <source>MoE layers</source>
        <translation>capas MoE</translation>
    </message>
    <message>
        <source>dispatch (tokens × top_k × d_model, FP8) + combine (BF16), each latency + bytes</source>
        <translation>despacho (tokens × top_k × d_model, FP8) + combinación (BF16), cada uno latencia + bytes</translation>
    </message>
    <message>
        <source>prompt step of a pass&apos;s arrivals</source>
        <translation>paso de prompt de las llegadas de una pasada</translation>
    </message>
    <message>
        <source>prompt steps weighted by their arrivals&apos; probability</source>
        <translation>pasos de prompt ponderados por la probabilidad de sus llegadas</translation>
    </message>
    <message>
        <source>probability that a pass has any</source>
        <translation>probabilidad de que una pasada tenga alguna llegada</translation>
    </message>
    <message>
        <source>time per output token of the steps</source>
        <translation>tiempo por token de salida de los pasos</translation>
    </message>
    <message>
        <source>steps to the end of the last pass, over the later tokens</source>
        <translation>pasos hasta el final de la última pasada, repartidos entre los tokens posteriores</translation>
    </message>
    <message>
        <source>KV bytes per token on the busier GPU, the draft&apos;s with them</source>
        <translation>bytes de KV por token en la GPU más cargada, con los del borrador</translation>
    </message>
    <message>
        <source>wait for a decode slot</source>
        <translation>espera de un hueco de decodificación</translation>
    </message>
    <message>
        <source>decode instance&apos;s M/D/1 wait: load / (2 (1 - load)) / decode instance capacity</source>
        <translation>espera M/D/1 de la instancia de decodificación: carga / (2 (1 - carga)) / capacidad de la instancia de decodificación</translation>
    </message>
    <message>
        <source>clients / the pools&apos; capacity</source>
        <translation>clientes / capacidad de los grupos</translation>
    </message>
    <message>
        <source>cycle at the capacity</source>
        <translation>ciclo a la capacidad</translation>
    </message>
    <message>
        <source>draft model&apos;s prompt pass</source>
        <translation>pasada del borrador sobre el prompt</translation>
    </message>
    <message>
        <source>draft model&apos;s step over the prompt tokens</source>
        <translation>paso del borrador sobre los tokens del prompt</translation>
    </message>
    <message>
        <source>compute slowed by the hidden sends</source>
        <translation>cómputo ralentizado por los envíos ocultos</translation>
    </message>
    <message>
        <source>wait for the step in progress</source>
        <translation>espera al paso en curso</translation>
    </message>
    <message>
        <source>scheduling pass (scheduler_steps x engine step)</source>
        <translation>pasada de planificación (scheduler_steps x paso del motor)</translation>
    </message>
    <message>
        <source>vLLM on A100, H100 and RTX 4090</source>
        <translation>vLLM en A100, H100 y RTX 4090</translation>
    </message>
    <message>
        <source>SGLang on A100 and H100</source>
        <translation>SGLang en A100 y H100</translation>
    </message>
    <message>
        <source>TensorRT-LLM on A100, H100 and H200</source>
        <translation>TensorRT-LLM en A100, H100 y H200</translation>
    </message>
    <message>
        <source>causal-mask buffers</source>
        <translation>búferes de la máscara causal</translation>
    </message>
    <message>
        <source>positions squared</source>
        <translation>posiciones al cuadrado</translation>
    </message>
    <message>
        <source>weights and buffers</source>
        <translation>pesos y búferes</translation>
    </message>
    <message>
        <source>every parameter&apos;s gradient</source>
        <translation>gradiente de cada parámetro</translation>
    </message>
    <message>
        <source>the embedding&apos;s backward</source>
        <translation>retropropagación del embedding</translation>
    </message>
    <message>
        <source>tensors of that size</source>
        <translation>tensores de ese tamaño</translation>
    </message>
    <message>
        <source>saved at the first layer&apos;s backward</source>
        <translation>guardado en la retropropagación de la primera capa</translation>
    </message>
    <message>
        <source>the first layer&apos;s (or checkpoint&apos;s)</source>
        <translation>los de la primera capa (o del checkpoint)</translation>
    </message>
    <message>
        <source>layers or checkpoints</source>
        <translation>capas o checkpoints</translation>
    </message>
    <message>
        <source>causal mask (kept by the checkpoints)</source>
        <translation>máscara causal (guardada por los checkpoints)</translation>
    </message>
    <message>
        <source>keys per token / micro-batch (one mask for the batch)</source>
        <translation>claves por token / micro-lote (una máscara para el lote)</translation>
    </message>
    <message>
        <source>attention core&apos;s backward</source>
        <translation>retropropagación del núcleo de atención</translation>
    </message>
    <message>
        <source>gradients of the probabilities and the scores</source>
        <translation>gradientes de las probabilidades y de las puntuaciones</translation>
    </message>
    <message>
        <source>2 × scores per token (heads × s)</source>
        <translation>2 × puntuaciones por token (cabezas × s)</translation>
    </message>
    <message>
        <source>tensors freed before it</source>
        <translation>tensores liberados antes</translation>
    </message>
    <message>
        <source>backward of the first layer</source>
        <translation>retropropagación de la primera capa</translation>
    </message>
    <message>
        <source>activations and the attention&apos;s backward</source>
        <translation>activaciones y retropropagación de la atención</translation>
    </message>
    <message>
        <source>gradients made so far</source>
        <translation>gradientes calculados hasta ahora</translation>
    </message>
    <message>
        <source>share made before the first layer&apos;s</source>
        <translation>parte calculada antes de la de la primera capa</translation>
    </message>
    <message>
        <source>forward of the first micro-batch&apos;s first chunk</source>
        <translation>pasada hacia delante del primer fragmento del primer microlote</translation>
    </message>
    <message>
        <source>forward share (1 of 3 passes)</source>
        <translation>parte de la pasada hacia delante (1 de 3 pasadas)</translation>
    </message>
    <message>
        <source>model chunks per stage</source>
        <translation>fragmentos del modelo por etapa</translation>
    </message>
    <message>
        <source>gathers hidden by the forward</source>
        <translation>all-gathers ocultos por la pasada hacia delante</translation>
    </message>
    <message>
        <source>all but the first bucket</source>
        <translation>todos los buckets salvo el primero</translation>
    </message>
    <message>
        <source>later chunks&apos; gathers and the first chunk&apos;s forward</source>
        <translation>all-gathers de los fragmentos posteriores y pasada hacia delante del primer fragmento</translation>
    </message>
    <message>
        <source>attention unpadding and padding (copies)</source>
        <translation>quitar y restaurar el relleno de la atención (copias)</translation>
    </message>
    <message>
        <source>collectives (one per unit, once per step: FSDP2 under torch.distributed.pipelining)</source>
        <translation>colectivas (una por unidad, una vez por paso: FSDP2 con torch.distributed.pipelining)</translation>
    </message>
    <message>
        <source>collectives (one per unit and micro-batch: ZeRO-3)</source>
        <translation>colectivas (una por unidad y microlote: ZeRO-3)</translation>
    </message>
    <message>
        <source>all-gathers (ZeRO-3 kept gathered: one per unit in the forward of each micro-batch)</source>
        <translation>all-gathers (ZeRO-3 mantenido reunido: uno por unidad en la pasada hacia delante de cada microlote)</translation>
    </message>
    <message>
        <source>all-gathers (ZeRO-3: one per unit in the forward and the backward of each micro-batch)</source>
        <translation>all-gathers (ZeRO-3: uno por unidad en las pasadas hacia delante y hacia atrás de cada microlote)</translation>
    </message>
    <message>
        <source>layers recomputed (block)</source>
        <translation>capas recalculadas (bloque)</translation>
    </message>
    <message>
        <source>recomputed layers (v × min(N, layers per chunk))</source>
        <translation>capas recalculadas (v × min(N, capas por fragmento del modelo))</translation>
    </message>
    <message>
        <source>layers kept whole</source>
        <translation>capas guardadas enteras</translation>
    </message>
    <message>
        <source>layers not recomputed</source>
        <translation>capas no recalculadas</translation>
    </message>
    <message>
        <source>passes (forward, backward ×2, recomputed share of a forward)</source>
        <translation>pasadas (hacia delante, hacia atrás ×2, parte recalculada de una pasada hacia delante)</translation>
    </message>
    <message>
        <source>K, V chunks per layer (forward 1, backward 2, recompute 1, or f with block)</source>
        <translation>bloques K, V por capa (hacia delante 1, hacia atrás 2, recálculo 1, o f con bloque)</translation>
    </message>
    <message>
        <source>all-to-alls per layer (dispatch + combine, forward + backward; 6 with full recompute, 4 + 2 f with block)</source>
        <translation>all-to-alls por capa (despacho + combinación, hacia delante + hacia atrás; 6 con recomputación completa, 4 + 2 f con bloque)</translation>
    </message>
    <message>
        <source>collectives per micro-batch (layers × 4, or × 6 with full recompute, × (4 + 2 f) with block, × 6 or × 5 with SP under op-selective, + 1 for the LM head; × 2 with SP)</source>
        <translation>operaciones colectivas por microlote (capas × 4, o × 6 con recálculo completo, × (4 + 2 f) con bloque, × 6 o × 5 con SP en op-selectivo, + 1 para la cabeza LM; × 2 con SP)</translation>
    </message>
    <message>
        <source>collectives per micro-batch (layers × 4, or × 6 with full recompute, × (4 + 2 f) with block, × 6 or × 5 with SP under op-selective, + 2 for the embedding and the LM head; × 2 with SP)</source>
        <translation>operaciones colectivas por microlote (capas × 4, o × 6 con recálculo completo, × (4 + 2 f) con bloque, × 6 o × 5 con SP en op-selectivo, + 2 para el embedding y la cabeza LM; × 2 con SP)</translation>
    </message>
    <message>
        <source>all-to-alls of one pass</source>
        <translation>all-to-alls de una pasada</translation>
    </message>
    <message>
        <source>Q, K, V and output of this rank&apos;s tokens (b s/cp / t)</source>
        <translation>Q, K, V y salida de los tokens de este rango (b s/cp / t)</translation>
    </message>
    <message>
        <source>share sent to the other ranks ((cp - 1) / cp)</source>
        <translation>parte enviada a los otros rangos ((cp - 1) / cp)</translation>
    </message>
    <message>
        <source>context-parallel all-to-alls per micro-batch</source>
        <translation>all-to-alls de paralelismo de contexto por micro-lote</translation>
    </message>
    <message>
        <source>passes per layer (forward 1, backward 1, recompute 1, or f with block)</source>
        <translation>pasadas por capa (hacia delante 1, hacia atrás 1, recálculo 1, o f con block)</translation>
    </message>
    <message>
        <source>latency of the four all-to-alls (Q, K, V in, output out)</source>
        <translation>latencia de los cuatro all-to-alls (Q, K, V de ida, salida de vuelta)</translation>
    </message>
    <message>
        <source>2 cp (every rank&apos;s K, V and their gradients)</source>
        <translation>2 cp (K, V de cada rango y sus gradientes)</translation>
    </message>
    <message>
        <source>K, V received and sent on (2 x this rank&apos;s)</source>
        <translation>K, V recibidos y reenviados (2 x los de este rango)</translation>
    </message>
    <message>
        <source>K, V all-gathered (cp x this rank&apos;s)</source>
        <translation>K, V reunidos por all-gather (cp x los de este rango)</translation>
    </message>
    <message>
        <source>dK, dV in fp32: accumulator, sent and received (3 x)</source>
        <translation>dK, dV en fp32: acumulador, enviado y recibido (3 x)</translation>
    </message>
    <message>
        <source>dQ accumulator in fp32</source>
        <translation>acumulador de dQ en fp32</translation>
    </message>
    <message>
        <source>the layer&apos;s attention backward</source>
        <translation>pasada hacia atrás de la atención de la capa</translation>
    </message>
    <message>
        <source>context parallelism&apos;s buffers</source>
        <translation>búferes del paralelismo de contexto</translation>
    </message>
    <message>
        <source>transfer beyond the attention beside it</source>
        <translation>transferencia más allá de la atención que la acompaña</translation>
    </message>
    <message>
        <source>transfer</source>
        <translation>transferencia</translation>
    </message>
    <message>
        <source>one chunk&apos;s attention</source>
        <translation>atención de un fragmento</translation>
    </message>
    <message>
        <source>waited for</source>
        <translation>esperado</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>all-gather of K and V</source>
        <translation>all-gather de K y V</translation>
    </message>
    <message>
        <source>one K, V transfer</source>
        <translation>una transferencia de K, V</translation>
    </message>
    <message>
        <source>one layer&apos;s passes</source>
        <translation>pasadas de una capa</translation>
    </message>
    <message>
        <source>forward passes (1, + recomputed forward)</source>
        <translation>pasadas hacia delante (1, + la recomputada)</translation>
    </message>
    <message>
        <source>one dK, dV transfer (fp32)</source>
        <translation>una transferencia de dK, dV (fp32)</translation>
    </message>
    <message>
        <source>dK and dV of this rank&apos;s tokens in fp32</source>
        <translation>dK y dV de los tokens de este rango en fp32</translation>
    </message>
    <message>
        <source>one chunk&apos;s forward attention</source>
        <translation>atención hacia delante de un fragmento</translation>
    </message>
    <message>
        <source>attention core per micro-batch</source>
        <translation>núcleo de atención por microlote</translation>
    </message>
    <message>
        <source>forward passes, the backward as two</source>
        <translation>pasadas hacia delante, la hacia atrás como dos</translation>
    </message>
    <message>
        <source>chunk steps (cp)</source>
        <translation>pasos de fragmento (cp)</translation>
    </message>
    <message>
        <source>one chunk&apos;s backward attention</source>
        <translation>atención hacia atrás de un fragmento</translation>
    </message>
    <message>
        <source>backward over forward</source>
        <translation>hacia atrás sobre hacia delante</translation>
    </message>
    <message>
        <source>context-parallel transfers per micro-batch</source>
        <translation>transferencias del paralelismo de contexto por microlote</translation>
    </message>
    <message>
        <source>exposed context-parallel communication</source>
        <translation>comunicación de paralelismo de contexto expuesta</translation>
    </message>
    <message>
        <source>float8 all-gathers of the layers</source>
        <translation>all-gathers float8 de las capas</translation>
    </message>
    <message>
        <source>16-bit collectives</source>
        <translation>operaciones colectivas de 16 bits</translation>
    </message>
    <message>
        <source>bytes sent per float8 all-gather ((t-1)/t × b s h × 1 byte)</source>
        <translation>bytes enviados por all-gather float8 ((t-1)/t × b s h × 1 byte)</translation>
    </message>
    <message>
        <source>all-gathers of the layers per micro-batch (inputs, again when recomputed; output gradients)</source>
        <translation>all-gathers de las capas por micro-lote (entradas, de nuevo al recalcular; gradientes de salida)</translation>
    </message>
    <message>
        <source>reduce-scatters, and the embedding&apos;s and the LM head&apos;s collectives</source>
        <translation>reduce-scatters, y las operaciones colectivas del embedding y de la cabeza LM</translation>
    </message>
    <message>
        <source>ring steps per pass (ring ranks - 1)</source>
        <translation>pasos del anillo por pasada (rangos del anillo - 1)</translation>
    </message>
    <message>
        <source>share sent to the group&apos;s other ranks ((a2a - 1) / a2a)</source>
        <translation>parte enviada a los demás rangos del grupo ((a2a - 1) / a2a)</translation>
    </message>
    <message>
        <source>context-parallel all-to-alls and ring per micro-batch</source>
        <translation>all-to-alls y anillo del paralelismo de contexto por micro-lote</translation>
    </message>
    <message>
        <source>all-to-alls within the groups</source>
        <translation>all-to-alls dentro de los grupos</translation>
    </message>
    <message>
        <source>ring across the groups</source>
        <translation>anillo entre los grupos</translation>
    </message>
    <message>
        <source>bytes per layer (rowwise: write float8 row-major and a transposed 16-bit copy, read it, write float8 column-major)</source>
        <translation>bytes por capa (por filas: escribir float8 por filas y una copia transpuesta de 16 bits, leerla, escribir float8 por columnas)</translation>
    </message>
    <message>
        <source>float8 weight casts (torchao, rowwise)</source>
        <translation>conversiones float8 de los pesos (torchao, por filas)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scale and amax: 2 per value, each cast)</source>
        <translation>FLOPs por capa (escala y amax: 2 por valor, en cada conversión)</translation>
    </message>
    <message>
        <source>bytes per layer (each forward: read 16 bits, write float8; the backward: transpose in 16 bits, read, write float8)</source>
        <translation>bytes por capa (cada forward: leer 16 bits, escribir float8; el backward: transponer en 16 bits, leer, escribir float8)</translation>
    </message>
    <message>
        <source>published Megatron-Core runs on B200/GB200</source>
        <translation>ejecuciones publicadas de Megatron-Core en B200/GB200</translation>
    </message>
    <message>
        <source>interleaved schedule, combined 1F1B&apos;s extra warm-up chunk (1 + p / (p v))</source>
        <translation>programa intercalado, el chunk de calentamiento extra del 1F1B combinado (1 + p / (p v))</translation>
    </message>
    <message>
        <source>scores 2 s D q (packed documents of D tokens)</source>
        <translation>scores 2 s D q (documentos empaquetados de D tokens)</translation>
    </message>
    <message>
        <source>softmax 3 a s D</source>
        <translation>softmax 3 a s D</translation>
    </message>
    <message>
        <source>scores × V 2 s D v</source>
        <translation>scores × V 2 s D v</translation>
    </message>
    <message>
        <source>share of chunks run unpaired (warm-up, cool-down)</source>
        <translation>fracción de chunks sin emparejar (calentamiento, enfriamiento)</translation>
    </message>
    <message>
        <source>all-to-all of the unpaired chunks</source>
        <translation>all-to-all de los chunks sin emparejar</translation>
    </message>
    <message>
        <source>paired all-to-all beyond the compute beside it</source>
        <translation>all-to-all emparejado que excede el cómputo a su lado</translation>
    </message>
    <message>
        <source>share of chunks run in pairs</source>
        <translation>fracción de chunks emparejados</translation>
    </message>
    <message>
        <source>exposed expert all-to-all (combined 1F1B)</source>
        <translation>all-to-all de expertos expuesto (1F1B combinado)</translation>
    </message>
    <message>
        <source>FLOPs per layer (scores, softmax, × V; each query within its packed document)</source>
        <translation>FLOPs por capa (scores, softmax, × V; cada consulta dentro de su documento empaquetado)</translation>
    </message>
    <message>
        <source>published Megatron-Core mixture-of-experts runs on H100</source>
        <translation>ejecuciones publicadas de mezcla de expertos con Megatron-Core en H100</translation>
    </message>
    <message>
        <source>q and k norm inputs</source>
        <translation>entradas de las normas de q y k</translation>
    </message>
    <message>
        <source>widths q + kv</source>
        <translation>anchuras q + kv</translation>
    </message>
    <message>
        <source>q and k norm 1/rms</source>
        <translation>1/rms de las normas de q y k</translation>
    </message>
    <message>
        <source>query and key heads</source>
        <translation>cabezas de consulta y de clave</translation>
    </message>
    <message>
        <source>q and k norm inputs (outputs recomputed)</source>
        <translation>entradas de las normas de q y k (salidas recalculadas)</translation>
    </message>
    <message>
        <source>q and k norm statistics in fp32</source>
        <translation>estadísticas de las normas de q y k en fp32</translation>
    </message>
    <message>
        <source>q and k norm inputs in fp32</source>
        <translation>entradas de las normas de q y k en fp32</translation>
    </message>
    <message>
        <source>q and k norm squares in fp32</source>
        <translation>cuadrados de las normas de q y k en fp32</translation>
    </message>
    <message>
        <source>q and k norm outputs</source>
        <translation>salidas de las normas de q y k</translation>
    </message>
    <message>
        <source>d_model × distinct norm inputs</source>
        <translation>d_model × entradas de normalización distintas</translation>
    </message>
    <message>
        <source>d_model × norms</source>
        <translation>d_model × normalizaciones</translation>
    </message>
    <message>
        <source>norm inputs (outputs recomputed)</source>
        <translation>entradas de las normalizaciones (salidas recalculadas)</translation>
    </message>
    <message>
        <source>norm statistics in fp32</source>
        <translation>estadísticas de las normalizaciones en fp32</translation>
    </message>
    <message>
        <source>RMSNorm inputs in fp32</source>
        <translation>entradas de RMSNorm en fp32</translation>
    </message>
    <message>
        <source>RMSNorm squares in fp32</source>
        <translation>cuadrados de RMSNorm en fp32</translation>
    </message>
    <message>
        <source>RMSNorm outputs</source>
        <translation>salidas de RMSNorm</translation>
    </message>
    <message>
        <source>RMSNorm 1/rms</source>
        <translation>1/rms de RMSNorm</translation>
    </message>
    <message>
        <source>LayerNorm inputs</source>
        <translation>entradas de LayerNorm</translation>
    </message>
    <message>
        <source>LayerNorm mean and 1/std</source>
        <translation>media y 1/std de LayerNorm</translation>
    </message>
    <message>
        <source>MLP output (ReLU output, down projection input)</source>
        <translation>salida del MLP (salida de ReLU, entrada de la proyección descendente)</translation>
    </message>
    <message>
        <source>ReLU</source>
        <translation>ReLU</translation>
    </message>
    <message>
        <source>capped scores (tanh output)</source>
        <translation>puntuaciones acotadas (salida de tanh)</translation>
    </message>
    <message>
        <source>the logit cap&apos;s tanh output</source>
        <translation>salida de tanh del límite de los logits</translation>
    </message>
    <message>
        <source>loss buffers with the logit cap</source>
        <translation>búferes de la pérdida con el límite de los logits</translation>
    </message>
    <message>
        <source>loss buffers with the logit cap (backward)</source>
        <translation>búferes de la pérdida con el límite de los logits (pasada hacia atrás)</translation>
    </message>
</context>
<context>
    <name>rooflab::ExplainPopup</name>
    <message>
        <source>No derivation for this figure.</source>
        <translation>No hay ninguna derivación para esta cifra.</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Fuentes:</translation>
    </message>
</context>
<context>
    <name>rooflab::Explainer</name>
    <message>
        <source>RoofLab formulas</source>
        <translation>Fórmulas de RoofLab</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limitado por memoria</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limitado por cómputo</translation>
    </message>
    <message>
        <source>The %1 ceiling: %2 dense</source>
        <translation>El techo de %1: %2 denso</translation>
    </message>
    <message>
        <source>The memory roof: %1 x arithmetic intensity, up to the ridge</source>
        <translation>El techo de memoria: %1 x intensidad aritmética, hasta el punto de inflexión</translation>
    </message>
</context>
<context>
    <name>rooflab::FileComparison</name>
    <message>
        <source>Compare with File</source>
        <translation>Comparar con un archivo</translation>
    </message>
    <message>
        <source>RoofLab scenarios (*.json);;All files (*)</source>
        <translation>Escenarios de RoofLab (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>current</source>
        <translation>actual</translation>
    </message>
</context>
<context>
    <name>rooflab::FinetuneControls</name>
    <message>
        <source>full (every parameter)</source>
        <translation>completo (todos los parámetros)</translation>
    </message>
    <message>
        <source>LoRA (frozen base)</source>
        <translation>LoRA (base congelada)</translation>
    </message>
    <message>
        <source>QLoRA (4-bit frozen base)</source>
        <translation>QLoRA (base congelada de 4 bits)</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>todas las capas lineales</translation>
    </message>
    <message>
        <source>attention (q, k, v, o)</source>
        <translation>atención (q, k, v, o)</translation>
    </message>
    <message>
        <source>q and v</source>
        <translation>q y v</translation>
    </message>
    <message>
        <source>default for the method</source>
        <translation>predeterminado del método</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <source>int8 (LLM.int8)</source>
        <translation>int8 (LLM.int8)</translation>
    </message>
    <message>
        <source>NF4 (4-bit)</source>
        <translation>NF4 (4 bits)</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Ajuste fino</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Full fine-tuning trains every parameter. LoRA freezes the model and trains small rank-r adapters beside its matrices: no gradients or optimizer states for the base, and frozen layers save less for the backward. QLoRA also stores the frozen matrices in 4-bit NF4. At long sequences the activations dominate and LoRA saves less than the rule-of-thumb tables say.</source>
        <translation>El ajuste fino completo entrena todos los parámetros. LoRA congela el modelo y entrena pequeños adaptadores de rango r junto a sus matrices: sin gradientes ni estados del optimizador para la base, y las capas congeladas guardan menos para el paso hacia atrás. QLoRA además almacena las matrices congeladas en NF4 de 4 bits. Con secuencias largas dominan las activaciones y LoRA ahorra menos de lo que dicen las tablas de regla general.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rango</translation>
    </message>
    <message>
        <source>LoRA rank r</source>
        <translation>Rango r de LoRA</translation>
    </message>
    <message>
        <source>Each adapted in x out matrix gets r x (in + out) trainable parameters (peft&apos;s lora_A and lora_B), kept in fp32 with their gradients and optimizer states.</source>
        <translation>Cada matriz adaptada de entrada x salida recibe r x (entrada + salida) parámetros entrenables (lora_A y lora_B de peft), guardados en fp32 con sus gradientes y estados del optimizador.</translation>
    </message>
    <message>
        <source>Adapted</source>
        <translation>Adaptadas</translation>
    </message>
    <message>
        <source>Which matrices get adapters (peft&apos;s target_modules). The frozen ones keep no input for the backward; each adapter keeps its input, cast to fp32.</source>
        <translation>Qué matrices reciben adaptadores (target_modules de peft). Las congeladas no guardan su entrada para el paso hacia atrás; cada adaptador guarda su entrada, convertida a fp32.</translation>
    </message>
    <message>
        <source>Frozen base</source>
        <translation>Base congelada</translation>
    </message>
    <message>
        <source>Storage of the frozen layer matrices: 16-bit, LLM.int8 (1 byte and a scale per row) or NF4 (4 bits, blocks of 64 with quantised scales: 4.127 bits per value). Embeddings, norms and the head stay in 16 bits (fp32 after QLoRA&apos;s prepare_model_for_kbit_training).</source>
        <translation>Almacenamiento de las matrices congeladas: 16 bits, LLM.int8 (1 byte y una escala por fila) o NF4 (4 bits, bloques de 64 con escalas cuantizadas: 4,127 bits por valor). Embeddings, normas y la cabeza quedan en 16 bits (fp32 tras prepare_model_for_kbit_training de QLoRA).</translation>
    </message>
    <message>
        <source>Sized by a data set</source>
        <translation>Dimensionado por un conjunto de datos</translation>
    </message>
    <message>
        <source>The run trains examples x tokens per example x epochs tokens, in place of the training tokens D under Run and cost. Starts from Stanford Alpaca&apos;s fine-tune: 52,002 examples, at most 512 tokens each, 3 epochs.</source>
        <translation>La ejecución entrena ejemplos x tokens por ejemplo x épocas tokens, en lugar de los tokens de entrenamiento D de Ejecución y coste. Parte del ajuste fino de Stanford Alpaca: 52.002 ejemplos, como mucho 512 tokens cada uno, 3 épocas.</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <source>Examples (sequences) in the data set.</source>
        <translation>Ejemplos (secuencias) del conjunto de datos.</translation>
    </message>
    <message>
        <source>Tokens per example</source>
        <translation>Tokens por ejemplo</translation>
    </message>
    <message>
        <source>Tokens each example trains on: the mean length when examples are packed into sequences, the padded length when they are not.</source>
        <translation>Tokens con los que entrena cada ejemplo: la longitud media si los ejemplos se empaquetan en secuencias, la longitud con relleno si no.</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Épocas</translation>
    </message>
    <message>
        <source>Passes over the data set.</source>
        <translation>Pasadas por el conjunto de datos.</translation>
    </message>
    <message>
        <source>Trained tokens</source>
        <translation>Tokens entrenados</translation>
    </message>
    <message>
        <source>Examples x tokens per example x epochs: D of the run.</source>
        <translation>Ejemplos x tokens por ejemplo x épocas: D de la ejecución.</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>not sized: Run and cost&apos;s training tokens</source>
        <translation>sin dimensionar: tokens de entrenamiento de Ejecución y coste</translation>
    </message>
</context>
<context>
    <name>rooflab::FormulaView</name>
    <message>
        <source>Training memory per GPU</source>
        <translation>Memoria de entrenamiento por GPU</translation>
    </message>
    <message>
        <source>Fit answers</source>
        <translation>Qué cabe</translation>
    </message>
    <message>
        <source>Inference memory per GPU</source>
        <translation>Memoria de inferencia por GPU</translation>
    </message>
    <message>
        <source>FLOPs, time and cost</source>
        <translation>FLOPs, tiempo y coste</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Every formula behind the numbers, as the code evaluates it: a product (×, ÷), a sum (+) or the larger or smaller of two values. Click a bar, a point or a figure to see one with today&apos;s values.</source>
        <translation>Todas las fórmulas que hay detrás de las cifras, tal como las evalúa el código: un producto (×, ÷), una suma (+) o el mayor o el menor de dos valores. Haga clic en una barra, un punto o una cifra para ver una de ellas con los valores actuales.</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Tiempo por paso</translation>
    </message>
    <message>
        <source>Serving: TTFT, TPOT and throughput</source>
        <translation>Servicio: TTFT, TPOT y rendimiento</translation>
    </message>
</context>
<context>
    <name>rooflab::GpuDaysChart</name>
    <message>
        <source>Layout</source>
        <translation>Distribución</translation>
    </message>
    <message>
        <source>Fewest GPUs for the time</source>
        <translation>Menos GPU para ese tiempo</translation>
    </message>
    <message>
        <source>Search a GPU range to see GPUs against days here</source>
        <translation>Busque un rango de GPU para ver aquí GPU frente a días</translation>
    </message>
    <message numerus="yes">
        <source>GPUs against days, %n layout(s)</source>
        <translation>
            <numerusform>GPU frente a días, %n distribución</numerusform>
            <numerusform>GPU frente a días, %n distribuciones</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Days per trillion tokens</source>
        <translation>Días por billón de tokens</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>Días de entrenamiento</translation>
    </message>
</context>
<context>
    <name>rooflab::GpuPanel</name>
    <message>
        <source>Looking for a CUDA device…</source>
        <translation>Buscando un dispositivo CUDA…</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>GPU device information</source>
        <translation>Información del dispositivo GPU</translation>
    </message>
    <message>
        <source>GPU status message</source>
        <translation>Mensaje de estado de la GPU</translation>
    </message>
    <message>
        <source>Sweep:</source>
        <translation>Barrido:</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Completo</translation>
    </message>
    <message>
        <source>Quick: a few square and transformer GEMMs, STREAM and every other intensity step (minutes). Full: a fine size sweep, fp16 too, every intensity step and longer timing.</source>
        <translation>Rápido: unas pocas GEMM cuadradas y de transformer, STREAM y uno de cada dos pasos de intensidad (minutos). Completo: un barrido fino de tamaños, también en fp16, todos los pasos de intensidad y mediciones más largas.</translation>
    </message>
    <message>
        <source>Sweep preset</source>
        <translation>Preajuste de barrido</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Measure GEMM throughput, STREAM bandwidth and the intensity sweep on this GPU. Other work on the GPU distorts the results.</source>
        <translation>Mide el rendimiento de GEMM, el ancho de banda STREAM y el barrido de intensidad en esta GPU. Otras tareas en la GPU distorsionan los resultados.</translation>
    </message>
    <message>
        <source>Start the GPU sweep</source>
        <translation>Iniciar el barrido de la GPU</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the sweep after the point being measured; the points measured so far are kept.</source>
        <translation>Detiene el barrido tras el punto que se está midiendo; se conservan los puntos medidos hasta ahora.</translation>
    </message>
    <message>
        <source>Cancel the GPU sweep</source>
        <translation>Cancelar el barrido de la GPU</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Inactivo</translation>
    </message>
    <message>
        <source>Points measured and the estimated time left</source>
        <translation>Puntos medidos y tiempo restante estimado</translation>
    </message>
    <message>
        <source>Sweep progress</source>
        <translation>Progreso del barrido</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Dtype</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Tiempo (mediana)</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Verificado</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>GEMM: M × N × K; STREAM and intensity: kernel and elements per array</source>
        <translation>GEMM: M × N × K; STREAM e intensidad: kernel y elementos por array</translation>
    </message>
    <message>
        <source>Arithmetic intensity: FLOPs per byte moved</source>
        <translation>Intensidad aritmética: FLOPs por byte movido</translation>
    </message>
    <message>
        <source>One row per measured point; failed points are red and not drawn on the roofline</source>
        <translation>Una fila por punto medido; los puntos fallidos aparecen en rojo y no se dibujan en el roofline</translation>
    </message>
    <message>
        <source>GPU measurement results</source>
        <translation>Resultados de medición de la GPU</translation>
    </message>
    <message>
        <source>Load results…</source>
        <translation>Cargar resultados…</translation>
    </message>
    <message>
        <source>Show rooflab-bench results files (JSON) of this or other machines on the roofline, each as its own source</source>
        <translation>Muestra en el roofline archivos de resultados de rooflab-bench (JSON) de esta u otras máquinas, cada uno como un origen propio</translation>
    </message>
    <message>
        <source>Load results files</source>
        <translation>Cargar archivos de resultados</translation>
    </message>
    <message>
        <source>Export results…</source>
        <translation>Exportar resultados…</translation>
    </message>
    <message>
        <source>Save the last sweep as JSON (loadable here and by rooflab-bench tools) or CSV</source>
        <translation>Guarda el último barrido como JSON (se puede cargar aquí y con las herramientas de rooflab-bench) o como CSV</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Exportar resultados</translation>
    </message>
    <message>
        <source>Loaded results files</source>
        <translation>Archivos de resultados cargados</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), about %1</source>
        <translation>
            <numerusform>%n punto, aprox. %1</numerusform>
            <numerusform>%n puntos, aprox. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Includes the GEMMs of the current scenario&apos;s layer.</source>
        <translation>Incluye las GEMM de la capa del escenario actual.</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>Capacidad de cómputo</translation>
    </message>
    <message>
        <source>SMs</source>
        <translation>SM</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation>Reloj de los SM</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>Memory clock</source>
        <translation>Reloj de memoria</translation>
    </message>
    <message>
        <source>Bus width</source>
        <translation>Ancho de bus</translation>
    </message>
    <message>
        <source>%1 bit</source>
        <translation>%1 bits</translation>
    </message>
    <message>
        <source>Theoretical bandwidth</source>
        <translation>Ancho de banda teórico</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>Caché L2</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Driver / runtime</source>
        <translation>Controlador / runtime</translation>
    </message>
    <message>
        <source>CUDA %1 / %2</source>
        <translation>CUDA %1 / %2</translation>
    </message>
    <message>
        <source>cuBLAS</source>
        <translation>cuBLAS</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Hardware database</source>
        <translation>Base de datos de hardware</translation>
    </message>
    <message>
        <source>no match in gpus.json</source>
        <translation>sin coincidencia en gpus.json</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin iniciar</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>about %1 min %2 s left</source>
        <translation>quedan unos %1 min %2 s</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>quedan unos %1 s</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 de %2 puntos</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n point(s)</source>
        <translation>
            <numerusform>Cancelado tras %n punto</numerusform>
            <numerusform>Cancelado tras %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s)</source>
        <translation>
            <numerusform>Terminado: %n punto</numerusform>
            <numerusform>Terminado: %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n fallido</numerusform>
            <numerusform>, %n fallidos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, n=%2</source>
        <translation>%1, n=%2</translation>
    </message>
    <message>
        <source>fma=%1, n=%2</source>
        <translation>fma=%1, n=%2</translation>
    </message>
    <message>
        <source>yes (%1)</source>
        <translation>sí (%1)</translation>
    </message>
    <message>
        <source>FAILED (%1)</source>
        <translation>FALLIDO (%1)</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>No medido: %1</translation>
    </message>
    <message>
        <source>The result differs from the CPU reference beyond the tolerance: not drawn and not counted in the ceilings</source>
        <translation>El resultado difiere de la referencia en CPU más de lo tolerado: no se dibuja ni se tiene en cuenta en los techos</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n point(s)</source>
        <translation>
            <numerusform>%1 (%n punto</numerusform>
            <numerusform>%1 (%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>Loaded: %1</source>
        <translation>Cargados: %1</translation>
    </message>
    <message>
        <source>Load GPU results</source>
        <translation>Cargar resultados de GPU</translation>
    </message>
    <message>
        <source>RoofLab bench results (*.json);;All files (*)</source>
        <translation>Resultados de RoofLab bench (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Could not load results</source>
        <translation>No se pudieron cargar los resultados</translation>
    </message>
    <message>
        <source>These files could not be loaded:

%1</source>
        <translation>No se pudieron cargar estos archivos:

%1</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>Todavía no hay resultados que exportar.</translation>
    </message>
    <message>
        <source>Export GPU results</source>
        <translation>Exportar resultados de GPU</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export results</source>
        <translation>No se pudieron exportar los resultados</translation>
    </message>
    <message>
        <source>this build of RoofLab has no CUDA support (configured with ROOFLAB_CUDA=OFF or without nvcc)</source>
        <translation>esta compilación de RoofLab no admite CUDA (configurada con ROOFLAB_CUDA=OFF o sin nvcc)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Take loaded results files off the roofline</source>
        <translation>Quitar del roofline los archivos de resultados cargados</translation>
    </message>
    <message>
        <source>Remove all loaded files</source>
        <translation>Quitar todos los archivos cargados</translation>
    </message>
    <message>
        <source>These results were measured on %1; the scenario&apos;s GPU is %2: they say nothing of it.</source>
        <translation>Estos resultados se midieron en %1; la GPU del escenario es %2: no dicen nada de ella.</translation>
    </message>
    <message>
        <source>another GPU</source>
        <translation>otra GPU</translation>
    </message>
    <message>
        <source>Switch the scenario to the %1</source>
        <translation>Cambiar el escenario a %1</translation>
    </message>
    <message>
        <source>The scenario&apos;s GPU becomes the one these results were measured on (undoable)</source>
        <translation>La GPU del escenario pasa a ser aquella en la que se midieron estos resultados (se puede deshacer)</translation>
    </message>
    <message>
        <source>Keep the scenario&apos;s GPU</source>
        <translation>Mantener la GPU del escenario</translation>
    </message>
</context>
<context>
    <name>rooflab::HardwareControls</name>
    <message>
        <source>0 - DDP, all replicated</source>
        <translation>0 - DDP, todo replicado</translation>
    </message>
    <message>
        <source>1 - shard optimizer states</source>
        <translation>1 - fragmentar estados del optimizador</translation>
    </message>
    <message>
        <source>2 - + gradients</source>
        <translation>2 - + gradientes</translation>
    </message>
    <message>
        <source>3 - + weights (FSDP)</source>
        <translation>3 - + pesos (FSDP)</translation>
    </message>
    <message>
        <source>Hardware and parallelism</source>
        <translation>Hardware y paralelismo</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The accelerator: its memory is the capacity line of the memory chart, its bandwidth and peak FLOP/s draw the roofline.</source>
        <translation>El acelerador: su memoria es la línea de capacidad del gráfico de memoria; su ancho de banda y sus FLOP/s pico trazan el roofline.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Etapa de ZeRO</translation>
    </message>
    <message>
        <source>ZeRO (Rajbhandari et al. 2020) shards training state over the data-parallel GPUs: stage 1 the optimizer states, stage 2 also the gradients, stage 3 (FSDP) also the weights.</source>
        <translation>ZeRO (Rajbhandari et al. 2020) fragmenta el estado de entrenamiento entre las GPU de paralelismo de datos: la etapa 1, los estados del optimizador; la 2, también los gradientes; la 3 (FSDP), también los pesos.</translation>
    </message>
    <message>
        <source>Model parallel</source>
        <translation>Paralelismo de modelo</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Paralelismo de tensores</translation>
    </message>
    <message>
        <source>Tensor parallelism (Megatron-LM) splits every layer&apos;s matrices over this many GPUs: weights and most activations divide by it.</source>
        <translation>El paralelismo de tensores (Megatron-LM) reparte las matrices de cada capa entre este número de GPU: los pesos y la mayoría de las activaciones se dividen por él.</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Paralelismo de pipeline</translation>
    </message>
    <message>
        <source>Pipeline parallelism splits the layers into this many stages, one per GPU group.</source>
        <translation>El paralelismo de pipeline divide las capas en este número de etapas, una por grupo de GPU.</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>Etapas virtuales</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>Etapas virtuales del pipeline</translation>
    </message>
    <message>
        <source>Interleaved 1F1B (Narayanan et al. 2021): each pipeline stage holds this many model chunks, which divides the pipeline bubble by the same factor for that many more pipeline sends.</source>
        <translation>1F1B intercalado (Narayanan et al. 2021): cada etapa del pipeline contiene este número de fragmentos del modelo, lo que divide la burbuja del pipeline por el mismo factor a cambio de otros tantos envíos más.</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Paralelismo de secuencia</translation>
    </message>
    <message>
        <source>With tensor parallelism, also split the norm and dropout activations along the sequence (Korthikanti et al. 2022).</source>
        <translation>Con paralelismo de tensores, divide también las activaciones de normalización y dropout a lo largo de la secuencia (Korthikanti et al. 2022).</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Custom: %1...</source>
        <translation>Personalizada: %1...</translation>
    </message>
    <message>
        <source>Custom...</source>
        <translation>Personalizada...</translation>
    </message>
    <message>
        <source>Runtime memory</source>
        <translation>Memoria de ejecución</translation>
    </message>
    <message>
        <source>Set:</source>
        <translation>Fijar:</translation>
    </message>
    <message>
        <source>Set the runtime memory by hand</source>
        <translation>Fijar la memoria de ejecución a mano</translation>
    </message>
    <message>
        <source>Off: itemised per GPU - the CUDA context, cuBLAS workspaces, NCCL buffers of each communicator this layout creates, and the caching allocator&apos;s reserve (8.5 % of the tensors, the median of 16 measured H100 steps). On: one figure replaces them.</source>
        <translation>Desactivado: desglosada por GPU: el contexto CUDA, los espacios de trabajo de cuBLAS, los búferes de NCCL de cada comunicador que crea esta distribución y la reserva del asignador con caché (8,5 % de los tensores, la mediana de 16 pasos medidos en H100). Activado: una sola cifra los sustituye.</translation>
    </message>
    <message>
        <source>Runtime memory per GPU</source>
        <translation>Memoria de ejecución por GPU</translation>
    </message>
    <message>
        <source>Replaces the itemised CUDA, cuBLAS, NCCL and allocator memory with this figure.</source>
        <translation>Sustituye la memoria desglosada de CUDA, cuBLAS, NCCL y el asignador por esta cifra.</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Expertos</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Paralelismo de expertos</translation>
    </message>
    <message>
        <source>Expert parallelism (Megatron-Core) splits the routed experts over this many GPUs; each token&apos;s hidden state travels to its experts&apos; GPUs and back (an all-to-all per MoE layer and pass).</source>
        <translation>El paralelismo de expertos (Megatron-Core) reparte los expertos enrutados entre estas GPU; el estado oculto de cada token viaja a las GPU de sus expertos y vuelve (un all-to-all por capa MoE y pasada).</translation>
    </message>
    <message>
        <source>ETP</source>
        <translation>ETP</translation>
    </message>
    <message>
        <source>= TP</source>
        <translation>= TP</translation>
    </message>
    <message>
        <source>Expert tensor parallel</source>
        <translation>Paralelismo tensorial de expertos</translation>
    </message>
    <message>
        <source>Splits each expert&apos;s matrices over this many GPUs (Megatron&apos;s default: the tensor-parallel degree). The experts&apos; optimizer states are sharded over the GPUs left: GPUs per stage / (EP x ETP).</source>
        <translation>Divide las matrices de cada experto entre estas GPU (por defecto en Megatron: el grado de paralelismo tensorial). Los estados del optimizador de los expertos se fragmentan entre las GPU restantes: GPU por etapa / (EP x ETP).</translation>
    </message>
    <message>
        <source>Expert load</source>
        <translation>Carga de expertos</translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation>Factor de capacidad de expertos</translation>
    </message>
    <message>
        <source>Tokens the busiest expert GPU receives, as a multiple of the balanced share: its routed activations and expert compute grow with it. Megatron&apos;s --moe-expert-capacity-factor caps it there by dropping tokens; dropless training sees the router&apos;s own imbalance.</source>
        <translation>Tokens que recibe la GPU de expertos más cargada, como múltiplo de la parte equilibrada: sus activaciones enrutadas y su cómputo de expertos crecen con él. --moe-expert-capacity-factor de Megatron lo limita ahí descartando tokens; el entrenamiento sin descarte ve el propio desequilibrio del enrutador.</translation>
    </message>
    <message>
        <source>x </source>
        <translation>x </translation>
    </message>
    <message>
        <source>Total GPUs = data parallel x tensor parallel x pipeline parallel x context parallel. With ZeRO the sharded parts shrink with the data-parallel size.</source>
        <translation>GPU totales = paralelismo de datos x tensorial x de pipeline x de contexto. Con ZeRO las partes fragmentadas se reducen con el tamaño del paralelismo de datos.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Paralelismo de contexto</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Equilibrado</translation>
    </message>
    <message>
        <source>Load-balanced split</source>
        <translation>División equilibrada</translation>
    </message>
    <message>
        <source>On: each GPU takes two of 2 x CP chunks, one early and one late, so causal attention&apos;s work is even (Megatron&apos;s split). Off: contiguous chunks, and the last GPU, whose queries see every key, sets the pace.</source>
        <translation>Activado: cada GPU toma dos de 2 x CP bloques, uno temprano y otro tardío, para que el trabajo de la atención causal sea parejo (la división de Megatron). Desactivado: bloques contiguos, y la última GPU, cuyas consultas ven todas las claves, marca el ritmo.</translation>
    </message>
    <message>
        <source>default (not with pipeline parallelism)</source>
        <translation>por defecto (salvo con pipeline)</translation>
    </message>
    <message>
        <source>always</source>
        <translation>siempre</translation>
    </message>
    <message>
        <source>never (keep gathered)</source>
        <translation>nunca (mantener reunidos)</translation>
    </message>
    <message>
        <source>Reshard after forward</source>
        <translation>Refragmentar tras forward</translation>
    </message>
    <message>
        <source>ZeRO-3/FSDP2&apos;s reshard_after_forward, as torchtitan sets it: free each layer&apos;s gathered weights after its forward and gather them again for the backward (default, except under pipeline parallelism), or keep them until the backward: more memory, half the all-gathers.</source>
        <translation>reshard_after_forward de ZeRO-3/FSDP2, tal como lo fija torchtitan: libera los pesos reunidos de cada capa tras su pasada hacia delante y los vuelve a reunir para la pasada hacia atrás (predeterminado, salvo con paralelismo de pipeline), o los mantiene hasta la pasada hacia atrás: más memoria, la mitad de all-gathers.</translation>
    </message>
    <message>
        <source>Overlap TP communication</source>
        <translation>Solapar la comunicación TP</translation>
    </message>
    <message>
        <source>Hide the tensor-parallel all-gathers and reduce-scatters behind the GEMMs beside them: Transformer Engine&apos;s userbuffers (Megatron-Core&apos;s tp_comm_overlap) or torchtitan&apos;s AsyncTP. Each hides up to its GEMM&apos;s time, less the chunk that cannot overlap; the SMs its kernels take slow the GEMM. Needs sequence parallelism; off by default in both.</source>
        <translation>Oculta los all-gathers y reduce-scatters del paralelismo tensorial tras las GEMM contiguas: los userbuffers de Transformer Engine (tp_comm_overlap de Megatron-Core) o AsyncTP de torchtitan. Cada uno oculta como mucho el tiempo de su GEMM, menos el bloque que no puede solaparse; los SM que ocupan sus kernels ralentizan la GEMM. Requiere paralelismo de secuencia; desactivado por defecto en ambos.</translation>
    </message>
    <message>
        <source>1F1B (interleaved)</source>
        <translation>1F1B (intercalado)</translation>
    </message>
    <message>
        <source>DualPipe</source>
        <translation>DualPipe</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Planificación del pipeline</translation>
    </message>
    <message>
        <source>1F1B (Megatron; interleaved with virtual stages) or DualPipe (DeepSeek-V3): micro-batches enter from both ends, each GPU holds two stages (twice the parameters, one more micro-batch in flight), the bubble shrinks to (p/2 - 1)(F&amp;B + B - 3W) and the expert all-to-all hides behind the other direction&apos;s compute. Needs an even PP and an even number of micro-batches, at least 2 x PP.</source>
        <translation>1F1B (Megatron; intercalado con etapas virtuales) o DualPipe (DeepSeek-V3): los microlotes entran por ambos extremos, cada GPU tiene dos etapas (el doble de parámetros, un microlote más en curso), la burbuja se reduce a (p/2 - 1)(F&amp;B + B - 3W) y el all-to-all de expertos se oculta tras el cómputo de la otra dirección. Necesita un PP par y un número par de microlotes, al menos 2 x PP.</translation>
    </message>
    <message>
        <source>the framework&apos;s (torchtitan: gathered)</source>
        <translation>el del framework (torchtitan: reunida)</translation>
    </message>
    <message>
        <source>sharded (gathered again)</source>
        <translation>fragmentada (se reúne de nuevo)</translation>
    </message>
    <message>
        <source>gathered (kept whole)</source>
        <translation>reunida (se guarda entera)</translation>
    </message>
    <message>
        <source>TP saved inputs</source>
        <translation>Entradas guardadas por TP</translation>
    </message>
    <message>
        <source>What each column-parallel projection keeps of its input for the backward under tensor and sequence parallelism: the sequence-sharded copy, all-gathered again in the backward (Megatron, Korthikanti et al. 2022), or the whole gathered sequence, t times the memory (torchtitan&apos;s plan). PyTorch implementations&apos; dense layers only.</source>
        <translation>Lo que cada proyección paralela por columnas guarda de su entrada para el backward con paralelismo de tensor y de secuencia: la copia fragmentada por la secuencia, reunida de nuevo con all-gather en el backward (Megatron, Korthikanti et al. 2022), o la secuencia entera reunida, t veces la memoria (el plan de torchtitan). Solo capas densas de las implementaciones PyTorch.</translation>
    </message>
    <message>
        <source>Embedding and loss as layers</source>
        <translation>Embedding y pérdida como capas</translation>
    </message>
    <message>
        <source>Count the embedding and the loss as one layer each when the layers are split over the pipeline (Megatron-Core&apos;s account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split; the Llama 3 paper&apos;s split): the first and the last stage hold one transformer layer fewer, which balances the embedding and the LM head. Needs (layers + 2) to divide over the stages and their virtual stages.</source>
        <translation>Cuenta el embedding y la pérdida como una capa cada uno al repartir las capas en el pipeline (account_for_embedding_in_pipeline_split y account_for_loss_in_pipeline_split de Megatron-Core; el reparto del artículo de Llama 3): la primera y la última etapa contienen una capa transformer menos, lo que compensa el embedding y la cabeza LM. Requiere que (capas + 2) se reparta entre las etapas y sus etapas virtuales.</translation>
    </message>
    <message>
        <source>ring (p2p, hidden)</source>
        <translation>anillo (p2p, oculto)</translation>
    </message>
    <message>
        <source>all-gather (exposed)</source>
        <translation>all-gather (expuesto)</translation>
    </message>
    <message>
        <source>all-to-all (Ulysses)</source>
        <translation>all-to-all (Ulysses)</translation>
    </message>
    <message>
        <source>CP communication</source>
        <translation>Comunicación CP</translation>
    </message>
    <message>
        <source>all-gather (behind the first chunk)</source>
        <translation>all-gather (tras el primer fragmento)</translation>
    </message>
    <message>
        <source>ring of all-to-alls</source>
        <translation>anillo de all-to-alls</translation>
    </message>
    <message>
        <source>Context parallelism (Megatron-Core, torchtitan) splits every sequence over this many GPUs: activations divide by it; the keys and values travel between them as CP communication sets. Needs FlashAttention; gradients are reduced over data x context parallel GPUs.</source>
        <translation>El paralelismo de contexto (Megatron-Core, torchtitan) reparte cada secuencia entre estas GPU: las activaciones se dividen por ese número; las claves y los valores viajan entre ellas según indique la comunicación CP. Necesita FlashAttention; los gradientes se reducen sobre las GPU de datos x contexto.</translation>
    </message>
    <message>
        <source>How torchtitan&apos;s context parallelism (PyTorch&apos;s) moves keys and values (--parallelism.context_parallel_rotate_method): one all-gather, waited for after the first chunk&apos;s attention (the default), or a ring of all-to-alls, each step beside one chunk&apos;s attention. The gradients of keys and values go round a ring in fp32 either way.</source>
        <translation>Cómo mueve claves y valores el paralelismo de contexto de torchtitan (el de PyTorch) (--parallelism.context_parallel_rotate_method): un all-gather, esperado tras la atención del primer fragmento (por defecto), o un anillo de all-to-alls, cada paso junto a la atención de un fragmento. Los gradientes de claves y valores recorren un anillo en fp32 en ambos casos.</translation>
    </message>
    <message>
        <source>all-to-all + ring (a2a+p2p)</source>
        <translation>all-to-all + anillo (a2a+p2p)</translation>
    </message>
    <message>
        <source>How context parallelism moves keys and values (Megatron-Core&apos;s --cp-comm-type): a ring of sends beside the attention, which hides them while it lasts; an all-gather before the attention, all of it waited for (the Llama 3 paper&apos;s); all-to-alls that give each GPU the whole sequence for 1/CP of the heads (DeepSpeed-Ulysses), also waited for; or both in two levels, all-to-alls among the GPUs of a node and a ring across the nodes (a2a+p2p).</source>
        <translation>Cómo mueve el paralelismo de contexto las claves y los valores (--cp-comm-type de Megatron-Core): un anillo de envíos junto a la atención, que los oculta mientras dura; un all-gather antes de la atención, que se espera entero (el del artículo de Llama 3); all-to-alls que dan a cada GPU la secuencia entera para 1/CP de las cabezas (DeepSpeed-Ulysses), también esperados; o ambos en dos niveles, all-to-alls entre las GPU de un nodo y un anillo entre los nodos (a2a+p2p).</translation>
    </message>
    <message>
        <source>Overlap expert all-to-all</source>
        <translation>Solapar el all-to-all de expertos</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s combined 1F1B schedule (--overlap-moe-expert-parallel-comm, Megatron-Bridge&apos;s moe_a2a_overlap): one micro-batch&apos;s forward runs beside another&apos;s backward, each one&apos;s all-to-all under the other&apos;s compute; the warm-up and cool-down run unpaired, and one more warm-up chunk stays in flight. Needs Megatron-Core, EP &gt; 1, virtual stages with PP &gt; 1, and no full recomputation; off by default.</source>
        <translation>Programa 1F1B combinado de Megatron-Core (--overlap-moe-expert-parallel-comm, moe_a2a_overlap de Megatron-Bridge): el forward de un micro-batch corre junto al backward de otro, el all-to-all de cada uno bajo el cómputo del otro; el calentamiento y el enfriamiento corren sin emparejar, y un chunk de calentamiento más queda en vuelo. Requiere Megatron-Core, EP &gt; 1, etapas virtuales con PP &gt; 1 y sin recomputación completa; desactivado por defecto.</translation>
    </message>
</context>
<context>
    <name>rooflab::HubCache</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>cannot link %1 to its blob: %2</source>
        <translation>no se puede enlazar %1 con su blob: %2</translation>
    </message>
    <message>
        <source>the server named the file &quot;%1&quot; at commit &quot;%2&quot;: not a name the cache can hold</source>
        <translation>el servidor llamó al archivo «%1» en el commit «%2»: no es un nombre que la caché pueda guardar</translation>
    </message>
    <message>
        <source>cannot create the folders of %1 in the Hugging Face cache</source>
        <translation>no se pueden crear las carpetas de %1 en la caché de Hugging Face</translation>
    </message>
</context>
<context>
    <name>rooflab::HubClient</name>
    <message>
        <source>%1 did not send the config within %2 s: nothing was stored (HF_HUB_DOWNLOAD_TIMEOUT sets the wait)</source>
        <translation>%1 no envió la configuración en %2 s: no se guardó nada (HF_HUB_DOWNLOAD_TIMEOUT fija la espera)</translation>
    </message>
    <message>
        <source>HF_ENDPOINT &quot;%1&quot; is not an http(s) address</source>
        <translation>HF_ENDPOINT «%1» no es una dirección http(s)</translation>
    </message>
    <message>
        <source>the download was cancelled: nothing was stored</source>
        <translation>la descarga se canceló: no se guardó nada</translation>
    </message>
    <message>
        <source>%1: the server sends %2 MiB, more than the %3 MiB a config.json may have: nothing was stored</source>
        <translation>%1: el servidor envía %2 MiB, más de los %3 MiB que puede tener un config.json: no se guardó nada</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s: nothing was stored (HF_HUB_DOWNLOAD_TIMEOUT sets the wait)</source>
        <translation>%1 no respondió en %2 s: no se guardó nada (HF_HUB_DOWNLOAD_TIMEOUT fija la espera)</translation>
    </message>
    <message>
        <source>cannot reach %1: %2</source>
        <translation>no se puede alcanzar %1: %2</translation>
    </message>
    <message>
        <source>Nothing was stored.</source>
        <translation>No se guardó nada.</translation>
    </message>
    <message>
        <source>%1: more than the %2 MiB a config.json may have: nothing was stored</source>
        <translation>%1: más de los %2 MiB que puede tener un config.json: no se guardó nada</translation>
    </message>
    <message>
        <source>%1 did not say which commit (X-Repo-Commit) and file (ETag) it served: not the Hub&apos;s answer, so nothing was stored (check HF_ENDPOINT)</source>
        <translation>%1 no indicó qué commit (X-Repo-Commit) ni qué archivo (ETag) sirvió: no es una respuesta del Hub, así que no se guardó nada (revise HF_ENDPOINT)</translation>
    </message>
    <message>
        <source>%1: a redirect without a valid Location: nothing was stored</source>
        <translation>%1: una redirección sin Location válida: no se guardó nada</translation>
    </message>
    <message>
        <source>%1: more than %2 redirects (a redirect loop?) from %3: nothing was stored</source>
        <translation>%1: más de %2 redirecciones (¿un bucle de redirecciones?) desde %3: no se guardó nada</translation>
    </message>
    <message>
        <source>%1: the Hub wants a token (HTTP 401): the model is gated or private, or does not exist. If it is gated, request access on its page %2, then set HF_TOKEN to a token of that account.</source>
        <translation>%1: el Hub pide un token (HTTP 401): el modelo es de acceso restringido o privado, o no existe. Si es de acceso restringido, solicite acceso en su página %2 y luego ponga en HF_TOKEN un token de esa cuenta.</translation>
    </message>
    <message>
        <source>%1: the Hub refused this token (HTTP %3): the model is gated or private and the token&apos;s account has no access yet. Request access on the model page %2 (or use a token with read access).</source>
        <translation>%1: el Hub rechazó este token (HTTP %3): el modelo es de acceso restringido o privado y la cuenta del token aún no tiene acceso. Solicite acceso en la página del modelo %2 (o use un token con permiso de lectura).</translation>
    </message>
    <message>
        <source>%1: not found (HTTP 404): no such model, revision &quot;%2&quot; or config.json on %3. Check the name and the revision.</source>
        <translation>%1: no encontrado (HTTP 404): no existe ese modelo, la revisión «%2» o el config.json en %3. Revise el nombre y la revisión.</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2 for %3.</source>
        <translation>%1: el servidor respondió HTTP %2 a %3.</translation>
    </message>
</context>
<context>
    <name>rooflab::HubConfigLoader</name>
    <message>
        <source>%1 has no config.json on the Hub (its cache in %2 says so): not a model RoofLab can read</source>
        <translation>%1 no tiene config.json en el Hub (lo dice su caché en %2): no es un modelo que RoofLab pueda leer</translation>
    </message>
    <message>
        <source>%1 is not in the Hugging Face cache (%2) and HF_HUB_OFFLINE is set, so nothing was downloaded: unset HF_HUB_OFFLINE once to fetch it</source>
        <translation>%1 no está en la caché de Hugging Face (%2) y HF_HUB_OFFLINE está activado, así que no se descargó nada: quite HF_HUB_OFFLINE una vez para obtenerlo</translation>
    </message>
    <message>
        <source>%1: the config.json served is JSON but not an object (a Hugging Face config is one): nothing was stored</source>
        <translation>%1: el config.json servido es JSON pero no un objeto (una configuración de Hugging Face lo es): no se guardó nada</translation>
    </message>
    <message>
        <source>%1: the config.json served is not valid JSON (at byte %2): nothing was stored</source>
        <translation>%1: el config.json servido no es JSON válido (en el byte %2): no se guardó nada</translation>
    </message>
    <message>
        <source>%1 was stored in %2 but cannot be found there again</source>
        <translation>%1 se guardó en %2 pero no se vuelve a encontrar allí</translation>
    </message>
</context>
<context>
    <name>rooflab::HubImportDialog</name>
    <message>
        <source>Import from the Hugging Face Hub</source>
        <translation>Importar desde el Hub de Hugging Face</translation>
    </message>
    <message>
        <source>The model&apos;s name on the Hub, e.g. meta-llama/Llama-3.1-8B, or ORG/NAME@REVISION. Models already in your Hugging Face cache (%1) complete as you type; any other&apos;s config.json is downloaded into it.</source>
        <translation>El nombre del modelo en el Hub, p. ej. meta-llama/Llama-3.1-8B, u ORG/NAME@REVISION. Los modelos que ya están en su caché de Hugging Face (%1) se completan al escribir; el config.json de cualquier otro se descarga en ella.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Looking for %1...</source>
        <translation>Buscando %1...</translation>
    </message>
</context>
<context>
    <name>rooflab::HubModelName</name>
    <message>
        <source>&quot;%1&quot; is not a model name on the Hugging Face Hub: ORG/NAME or ORG/NAME@REVISION, e.g. meta-llama/Llama-3.1-8B (letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;)</source>
        <translation>«%1» no es un nombre de modelo en el Hub de Hugging Face: ORG/NAME u ORG/NAME@REVISION, p. ej. meta-llama/Llama-3.1-8B (letras, dígitos, &apos;-&apos;, &apos;_&apos; y &apos;.&apos;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a revision: a branch, a tag or a commit hash, e.g. main</source>
        <translation>«%1» no es una revisión: una rama, una etiqueta o un hash de commit, p. ej. main</translation>
    </message>
</context>
<context>
    <name>rooflab::InferenceControls</name>
    <message>
        <source>train</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>decodificación</translation>
    </message>
    <message>
        <source>Roofline and inference</source>
        <translation>Roofline e inferencia</translation>
    </message>
    <message>
        <source>Roofline phase</source>
        <translation>Fase del roofline</translation>
    </message>
    <message>
        <source>Which step the roofline places its operations for: a training step, a prefill (the whole prompt at once, compute bound) or one decode step (one token per sequence, memory bound).</source>
        <translation>Para qué paso sitúa el roofline sus operaciones: un paso de entrenamiento, un prefill (todo el prompt a la vez, limitado por cómputo) o un paso de decodificación (un token por secuencia, limitado por memoria).</translation>
    </message>
    <message>
        <source>Inference batch</source>
        <translation>Lote de inferencia</translation>
    </message>
    <message>
        <source>Sequences served together. Decode reads the weights once per step for the whole batch, so a larger batch raises arithmetic intensity.</source>
        <translation>Secuencias que se sirven a la vez. La decodificación lee los pesos una vez por paso para todo el lote, así que un lote mayor aumenta la intensidad aritmética.</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>Contexto (tokens)</translation>
    </message>
    <message>
        <source>Tokens held in the KV cache per sequence (prompt + generated).</source>
        <translation>Tokens guardados en la caché KV por secuencia (prompt + generados).</translation>
    </message>
    <message>
        <source>KV cache dtype</source>
        <translation>Dtype de la caché KV</translation>
    </message>
    <message>
        <source>Storage format of the cached keys and values: fp8 halves the KV cache of bf16.</source>
        <translation>Formato de almacenamiento de las claves y los valores en caché: fp8 reduce a la mitad la caché KV respecto a bf16.</translation>
    </message>
    <message>
        <source>Serving weights</source>
        <translation>Pesos en inferencia</translation>
    </message>
    <message>
        <source>vLLM memory share</source>
        <translation>fracción de memoria de vLLM</translation>
    </message>
    <message>
        <source>GPU memory utilization (vLLM)</source>
        <translation>uso de memoria de la GPU (vLLM)</translation>
    </message>
    <message>
        <source>The share of the card&apos;s memory vLLM may use (--gpu-memory-utilization, 0.9 by default): what is left of it after the weights and the profiling run&apos;s activations becomes the KV cache.</source>
        <translation>La fracción de la memoria de la tarjeta que vLLM puede usar (--gpu-memory-utilization, 0,9 por defecto): lo que queda tras los pesos y las activaciones del perfilado se convierte en la caché KV.</translation>
    </message>
    <message>
        <source>Storage format of the weights when serving. Quantised formats (fp8, int8, int4 as GPTQ/AWQ store it with a scale per 128 values, nf4 as bitsandbytes stores it) shrink the blocks&apos; matrices and the bytes decode must read; embeddings, head and norms stay bf16. nf4 is dequantised to bf16 before each matmul of more than one token.</source>
        <translation>Formato de almacenamiento de los pesos al servir. Los formatos cuantizados (fp8, int8, int4 tal como lo guardan GPTQ/AWQ con una escala por cada 128 valores, nf4 tal como lo guarda bitsandbytes) reducen las matrices de los bloques y los bytes que debe leer la decodificación; embeddings, cabeza y normas siguen en bf16. nf4 se descuantiza a bf16 antes de cada multiplicación de matrices de más de un token.</translation>
    </message>
</context>
<context>
    <name>rooflab::LogSlider</name>
    <message>
        <source> (typed value)</source>
        <translation> (valor introducido)</translation>
    </message>
    <message>
        <source>
Type an exact value; suffixes k, M, B and T are understood.</source>
        <translation>
Introduzca un valor exacto; se admiten los sufijos k, M, B y T.</translation>
    </message>
    <message>
        <source>%1 is outside the range %2 to %3: the value stays %4.</source>
        <translation>%1 está fuera del intervalo de %2 a %3: el valor sigue siendo %4.</translation>
    </message>
</context>
<context>
    <name>rooflab::MainMenus</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>&amp;Load Results...</source>
        <translation>&amp;Cargar resultados...</translation>
    </message>
    <message>
        <source>Load bench results (JSON) measured here or on another machine</source>
        <translation>Carga resultados de benchmark (JSON) medidos aquí o en otra máquina</translation>
    </message>
    <message>
        <source>&amp;Lectures</source>
        <translation>&amp;Clases</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Formulas</source>
        <translation>&amp;Fórmulas</translation>
    </message>
    <message>
        <source>Every formula RoofLab uses, with its source</source>
        <translation>Todas las fórmulas que usa RoofLab, con su fuente</translation>
    </message>
    <message>
        <source>&amp;About RoofLab</source>
        <translation>&amp;Acerca de RoofLab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Guardar &amp;como...</translation>
    </message>
    <message>
        <source>&amp;Export Chart...</source>
        <translation>&amp;Exportar gráfico...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>C&amp;opiar gráfico</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <source>Full screen with large fonts and thick lines for a projector</source>
        <translation>Pantalla completa con fuentes grandes y líneas gruesas para un proyector</translation>
    </message>
    <message>
        <source>&amp;Light Theme</source>
        <translation>Tema &amp;claro</translation>
    </message>
    <message>
        <source>&amp;Dark Theme</source>
        <translation>Tema &amp;oscuro</translation>
    </message>
    <message>
        <source>Units: &amp;GiB (2^30 bytes)</source>
        <translation>Unidades: &amp;GiB (2^30 bytes)</translation>
    </message>
    <message>
        <source>Units: G&amp;B (10^9 bytes)</source>
        <translation>Unidades: G&amp;B (10^9 bytes)</translation>
    </message>
    <message>
        <source>&amp;Number Formats</source>
        <translation>&amp;Formatos numéricos</translation>
    </message>
    <message>
        <source>Bit layouts, ranges and rounding of FP32 down to FP4</source>
        <translation>Disposición de bits, rangos y redondeo, de FP32 a FP4</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Import Model Config...</source>
        <translation>&amp;Importar configuración del modelo...</translation>
    </message>
    <message>
        <source>Use a Hugging Face config.json as the model (Llama, Mistral, Qwen, Gemma, ...)</source>
        <translation>Usar un config.json de Hugging Face como modelo (Llama, Mistral, Qwen, Gemma, ...)</translation>
    </message>
    <message>
        <source>&amp;Measured on a Real GPU</source>
        <translation>&amp;Medido en una GPU real</translation>
    </message>
    <message>
        <source>GEMM, bandwidth and intensity sweeps measured with rooflab-bench, shipped with RoofLab</source>
        <translation>Barridos de GEMM, ancho de banda e intensidad medidos con rooflab-bench, incluidos con RoofLab</translation>
    </message>
    <message>
        <source>%1, measured %2</source>
        <translation>%1, medida el %2</translation>
    </message>
    <message>
        <source>&amp;Next Lecture</source>
        <translation>&amp;Siguiente clase</translation>
    </message>
    <message>
        <source>Open the next lecture scenario</source>
        <translation>Abrir el escenario de la siguiente clase</translation>
    </message>
    <message>
        <source>&amp;Previous Lecture</source>
        <translation>Clase &amp;anterior</translation>
    </message>
    <message>
        <source>Open the previous lecture scenario</source>
        <translation>Abrir el escenario de la clase anterior</translation>
    </message>
    <message>
        <source>&amp;Exercises</source>
        <translation>&amp;Ejercicios</translation>
    </message>
    <message>
        <source>Questions on the lecture scenarios: answer by dragging the controls, RoofLab checks the answer and shows the derivation</source>
        <translation>Preguntas sobre los escenarios de las clases: responde arrastrando los controles; RoofLab comprueba la respuesta y muestra la derivación</translation>
    </message>
    <message>
        <source>Import from the &amp;Hub...</source>
        <translation>Importar desde el &amp;Hub...</translation>
    </message>
    <message>
        <source>A Hugging Face model by its name (ORG/NAME), from your Hugging Face cache or downloaded into it</source>
        <translation>Un modelo de Hugging Face por su nombre (ORG/NAME), de su caché de Hugging Face o descargado en ella</translation>
    </message>
    <message>
        <source>Compare &amp;with File...</source>
        <translation>Comparar &amp;con un archivo...</translation>
    </message>
    <message>
        <source>A saved scenario beside this one: memory, step time, MFU, time, cost and the settings that differ</source>
        <translation>Un escenario guardado junto a este: memoria, tiempo por paso, MFU, tiempo, coste y los ajustes que difieren</translation>
    </message>
    <message>
        <source>%1, %3 training-shaped products, measured %2</source>
        <translation>%1, %3 productos con forma de entrenamiento, medida el %2</translation>
    </message>
    <message>
        <source>%1, decode probes, measured %2</source>
        <translation>%1, sondas de decodificación, medida el %2</translation>
    </message>
</context>
<context>
    <name>rooflab::MainWindow</name>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Napkin math</source>
        <translation>Cálculos rápidos</translation>
    </message>
    <message>
        <source>GPU benchmark</source>
        <translation>Benchmark de GPU</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Formatos numéricos</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>%1[*] - RoofLab</source>
        <translation>%1[*] - RoofLab</translation>
    </message>
    <message>
        <source>Cannot export chart</source>
        <translation>No se puede exportar el gráfico</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Se ha exportado %1</translation>
    </message>
    <message>
        <source>Chart copied (1920 x 1080)</source>
        <translation>Gráfico copiado (1920 x 1080)</translation>
    </message>
    <message>
        <source>Cannot copy chart</source>
        <translation>No se puede copiar el gráfico</translation>
    </message>
    <message>
        <source>The clipboard is not available.</source>
        <translation>El portapapeles no está disponible.</translation>
    </message>
    <message>
        <source>About RoofLab</source>
        <translation>Acerca de RoofLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RoofLab %1&lt;/h3&gt;&lt;p&gt;Will this model fit on the GPU, and will it be fast? Training and inference memory, FLOPs and the roofline of one scenario.&lt;/p&gt;&lt;p&gt;Copyright the RoofLab authors. RoofLab is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;Charts drawn with &lt;a href=&quot;https://www.qcustomplot.com/&quot;&gt;QCustomPlot&lt;/a&gt; by Emanuel Eichhammer (GPL-3.0). Built with Qt %2 and nlohmann/json.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RoofLab %1&lt;/h3&gt;&lt;p&gt;¿Cabrá este modelo en la GPU y será rápido? Memoria de entrenamiento e inferencia, FLOPs y el roofline de un escenario.&lt;/p&gt;&lt;p&gt;Copyright de los autores de RoofLab. RoofLab es software libre: puede redistribuirlo y/o modificarlo según los términos de la Licencia Pública General de GNU publicada por la Free Software Foundation, ya sea la versión 3 de la Licencia o (a su elección) cualquier versión posterior (GPL-3.0-or-later). Se distribuye SIN NINGUNA GARANTÍA.&lt;/p&gt;&lt;p&gt;Gráficos dibujados con &lt;a href=&quot;https://www.qcustomplot.com/&quot;&gt;QCustomPlot&lt;/a&gt;, de Emanuel Eichhammer (GPL-3.0). Compilado con Qt %2 y nlohmann/json.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The scenario %1 has changes that are not saved. Save them first?</source>
        <translation>El escenario %1 tiene cambios sin guardar. ¿Guardarlos primero?</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Ejercicios</translation>
    </message>
</context>
<context>
    <name>rooflab::MemoryChart</name>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <source>weights gathered (ZeRO-3)</source>
        <translation>pesos reunidos (ZeRO-3)</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradientes</translation>
    </message>
    <message>
        <source>master weights</source>
        <translation>pesos maestros</translation>
    </message>
    <message>
        <source>optimizer: %1</source>
        <translation>optimizador: %1</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activaciones</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>caché KV</translation>
    </message>
    <message>
        <source>%1 model</source>
        <translation>modelo de %1</translation>
    </message>
    <message>
        <source>(ZeRO-3: 1 GPU)</source>
        <translation>(ZeRO-3: 1 GPU)</translation>
    </message>
    <message>
        <source>(ZeRO-3: ≥ %1 GPUs)</source>
        <translation>(ZeRO-3: ≥ %1 GPU)</translation>
    </message>
    <message>
        <source>Inference: fits, %1 free</source>
        <translation>Inferencia: cabe, %1 libres</translation>
    </message>
    <message>
        <source>Inference: does not fit, %1 over</source>
        <translation>Inferencia: no cabe, excede en %1</translation>
    </message>
    <message>
        <source>each of %1 GPUs (training)</source>
        <translation>cada una de las %1 GPU (entrenamiento)</translation>
    </message>
    <message>
        <source>GPU (training)</source>
        <translation>GPU (entrenamiento)</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>inferencia</translation>
    </message>
    <message>
        <source>Memory per GPU — %1 on %2</source>
        <translation>Memoria por GPU — %1 en %2</translation>
    </message>
    <message>
        <source>capacity %1</source>
        <translation>capacidad %1</translation>
    </message>
    <message>
        <source>%1
%2 over</source>
        <translation>%1
excede en %2</translation>
    </message>
    <message>
        <source>memory per GPU (%1)</source>
        <translation>memoria por GPU (%1)</translation>
    </message>
    <message>
        <source>16-bit weight copies (autocast)</source>
        <translation>pesos en 16 bits (autocast)</translation>
    </message>
    <message>
        <source>optimizer scratch</source>
        <translation>temporales del optimizador</translation>
    </message>
    <message>
        <source>layer being recomputed</source>
        <translation>capa que se recalcula</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>loss buffers</source>
        <translation>búferes de la pérdida</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>hacia delante</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>hacia atrás</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>paso del optimizador</translation>
    </message>
    <message>
        <source>peak: %1</source>
        <translation>pico: %1</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), fits, %3 free</source>
        <translation>Entrenamiento: pico de %1 (%2), cabe, %3 libres</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), needs ≥ %3 GPUs with this strategy</source>
        <translation>Entrenamiento: pico de %1 (%2), necesita ≥ %3 GPU con esta estrategia</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit with this strategy at any GPU count</source>
        <translation>Entrenamiento: pico de %1 (%2), no cabe con esta estrategia con ningún número de GPU</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>adaptadores LoRA</translation>
    </message>
    <message>
        <source>CUDA, NCCL + allocator</source>
        <translation>CUDA, NCCL + asignador</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2) fits the GPU, but the host needs %3 per node, %4 over its RAM</source>
        <translation>Entrenamiento: pico %1 (%2) cabe en la GPU, pero el host necesita %3 por nodo, %4 por encima de su RAM</translation>
    </message>
    <message>
        <source>host RAM per node: %1 of %2</source>
        <translation>RAM del host por nodo: %1 de %2</translation>
    </message>
    <message>
        <source>host RAM per node: %1</source>
        <translation>RAM del host por nodo: %1</translation>
    </message>
    <message>
        <source>host RAM per node (%1 GPUs)</source>
        <translation>RAM del host por nodo (%1 GPU)</translation>
    </message>
    <message>
        <source>host RAM (offload)</source>
        <translation>RAM del host (descarga)</translation>
    </message>
    <message>
        <source>pinned swap buffers (host)</source>
        <translation>búferes de intercambio fijados (host)</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>host RAM not known</source>
        <translation>RAM del host desconocida</translation>
    </message>
    <message>
        <source>+ %1 on NVMe</source>
        <translation>+ %1 en NVMe</translation>
    </message>
    <message>
        <source>memory (%1)</source>
        <translation>memoria (%1)</translation>
    </message>
    <message>
        <source>FP8/FP4 weight copies</source>
        <translation>copias de pesos FP8/FP4</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), tight: fits only while the allocator reserve and NCCL buffers stay below %3 (estimated %4); set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>Entrenamiento: pico de %1 (%2), justo: solo cabe mientras la reserva del asignador y los búferes de NCCL se mantengan por debajo de %3 (estimado: %4); defina PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), tight: fits only while the allocator reserve stays below %3 (estimated %4); set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>Entrenamiento: pico de %1 (%2), justo: solo cabe mientras la reserva del asignador se mantenga por debajo de %3 (estimado: %4); defina PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</translation>
    </message>
    <message>
        <source>runtime memory set to %1, not estimated</source>
        <translation>memoria de ejecución fijada en %1, no estimada</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit on 1 GPU</source>
        <translation>Entrenamiento: pico %1 (%2), no cabe en 1 GPU</translation>
    </message>
    <message>
        <source>Training: peak %1 (%2), does not fit on %3 GPUs</source>
        <translation>Entrenamiento: pico %1 (%2), no cabe en %3 GPU</translation>
    </message>
    <message>
        <source>training: %1 pipeline stages of %2 GPUs each</source>
        <translation>entrenamiento: %1 etapas del pipeline de %2 GPU cada una</translation>
    </message>
    <message>
        <source>first stage</source>
        <translation>primera etapa</translation>
    </message>
    <message>
        <source>last stage</source>
        <translation>última etapa</translation>
    </message>
    <message>
        <source>middle stages</source>
        <translation>etapas intermedias</translation>
    </message>
</context>
<context>
    <name>rooflab::Messages</name>
    <message>
        <source>must be &gt;= 1, got %1</source>
        <translation>debe ser &gt;= 1; se recibió %1</translation>
    </message>
    <message>
        <source>must be &lt;= %1, got %2</source>
        <translation>debe ser &lt;= %1; se recibió %2</translation>
    </message>
    <message>
        <source>must divide heads (%1), got %2</source>
        <translation>debe dividir a heads (%1); se recibió %2</translation>
    </message>
    <message>
        <source>must be &gt;= 0, got %1</source>
        <translation>debe ser &gt;= 0; se recibió %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>debe estar entre %1 y %2; se recibió %3</translation>
    </message>
    <message>
        <source>must be between 1 and experts (%1), got %2</source>
        <translation>debe estar entre 1 y experts (%1); se recibió %2</translation>
    </message>
    <message>
        <source>must be between %1 and %2 parameters, got %3</source>
        <translation>debe estar entre %1 y %2 parámetros; se recibió %3</translation>
    </message>
    <message>
        <source>must be between %1 and %2 tokens, got %3</source>
        <translation>debe estar entre %1 y %2 tokens; se recibió %3</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3, got %1</source>
        <translation>debe ser 0, 1, 2 o 3; se recibió %1</translation>
    </message>
    <message>
        <source>must be at least tp x pp = %1, got %2</source>
        <translation>debe ser al menos tp x pp = %1; se recibió %2</translation>
    </message>
    <message>
        <source>cannot exceed the model&apos;s %1 layers, got %2</source>
        <translation>no puede superar las %1 capas del modelo; se recibió %2</translation>
    </message>
    <message>
        <source>GPU memory must be &gt; 0</source>
        <translation>la memoria de la GPU debe ser &gt; 0</translation>
    </message>
    <message>
        <source>GPU bandwidth must be &gt; 0</source>
        <translation>el ancho de banda de la GPU debe ser &gt; 0</translation>
    </message>
    <message>
        <source>%1 has no %2 peak; choose another precision or GPU</source>
        <translation>%1 no tiene pico de %2; elija otra precisión u otra GPU</translation>
    </message>
    <message>
        <source>must be between %1 and %2 GiB, got %3</source>
        <translation>debe estar entre %1 y %2 GiB; se recibió %3</translation>
    </message>
    <message>
        <source>must be in (0, 1], got %1</source>
        <translation>debe estar en (0, 1]; se recibió %1</translation>
    </message>
    <message>
        <source>%1 is not a multiple of tp x pp = %2; the remainder is idle</source>
        <translation>%1 no es múltiplo de tp x pp = %2; el resto queda inactivo</translation>
    </message>
    <message>
        <source>above 1M tokens, activations and attention FLOPs are extrapolated</source>
        <translation>por encima de 1M tokens, las activaciones y los FLOPs de atención se extrapolan</translation>
    </message>
    <message>
        <source>without FlashAttention the s x s attention scores dominate memory</source>
        <translation>sin FlashAttention, las puntuaciones de atención s x s dominan la memoria</translation>
    </message>
    <message>
        <source>%1 gives no FP32 rate; non-matmul operations use the %2 ceiling on the roofline</source>
        <translation>%1 no indica rendimiento FP32; las operaciones que no son matmul usan el techo de %2 en el roofline</translation>
    </message>
    <message>
        <source>got null</source>
        <translation>se recibió null</translation>
    </message>
    <message>
        <source>got an object</source>
        <translation>se recibió un objeto</translation>
    </message>
    <message>
        <source>got an array</source>
        <translation>se recibió un array</translation>
    </message>
    <message>
        <source>got true</source>
        <translation>se recibió true</translation>
    </message>
    <message>
        <source>got false</source>
        <translation>se recibió false</translation>
    </message>
    <message>
        <source>got %1</source>
        <translation>se recibió %1</translation>
    </message>
    <message>
        <source>unknown key (ignored)</source>
        <translation>clave desconocida (se ignora)</translation>
    </message>
    <message>
        <source>expected an integer, %1</source>
        <translation>se esperaba un entero; %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, %3</source>
        <translation>debe estar entre %1 y %2; %3</translation>
    </message>
    <message>
        <source>expected a number, %1</source>
        <translation>se esperaba un número; %1</translation>
    </message>
    <message>
        <source>expected true or false, %1</source>
        <translation>se esperaba true o false; %1</translation>
    </message>
    <message>
        <source>expected a string, %1</source>
        <translation>se esperaba una cadena; %1</translation>
    </message>
    <message>
        <source>expected one of %1, %2</source>
        <translation>se esperaba uno de estos: %1; %2</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of %2</source>
        <translation>valor desconocido &quot;%1&quot;; se esperaba uno de estos: %2</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;</source>
        <translation>preajuste desconocido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected an object or a preset name, %1</source>
        <translation>se esperaba un objeto o el nombre de un preajuste; %1</translation>
    </message>
    <message>
        <source>give either a preset or a size-only parameter count, not both</source>
        <translation>indique un preajuste o solo un número de parámetros, no ambos</translation>
    </message>
    <message>
        <source>required for an explicit architecture (or give &quot;preset&quot; or &quot;params&quot;)</source>
        <translation>obligatorio para una arquitectura explícita (o indique &quot;preset&quot; o &quot;params&quot;)</translation>
    </message>
    <message>
        <source>unknown preset &quot;%1&quot;; expected %2 or an object</source>
        <translation>preajuste desconocido &quot;%1&quot;; se esperaba %2 o un objeto</translation>
    </message>
    <message>
        <source>expected a preset name or an object, %1</source>
        <translation>se esperaba el nombre de un preajuste o un objeto; %1</translation>
    </message>
    <message>
        <source>expected an object, %1</source>
        <translation>se esperaba un objeto; %1</translation>
    </message>
    <message>
        <source>give either a database id or a custom GPU, not both</source>
        <translation>indique un id de la base de datos o una GPU personalizada, no ambos</translation>
    </message>
    <message>
        <source>unknown GPU &quot;%1&quot;; known: %2</source>
        <translation>GPU desconocida &quot;%1&quot;; conocidas: %2</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON no válido: %1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level, %1</source>
        <translation>se esperaba un objeto JSON en el nivel superior; %1</translation>
    </message>
    <message>
        <source>missing; read as version %1</source>
        <translation>falta; se lee como versión %1</translation>
    </message>
    <message>
        <source>this RoofLab reads scenario version %1, the file is version %2</source>
        <translation>esta versión de RoofLab lee escenarios de la versión %1; el archivo es de la versión %2</translation>
    </message>
    <message>
        <source>unknown dtype &quot;%1&quot;</source>
        <translation>dtype desconocido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;major.minor&quot;, got &quot;%1&quot;</source>
        <translation>se esperaba &quot;major.minor&quot;; se recibió &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected &quot;gemm&quot;, &quot;stream&quot; or &quot;intensity&quot;, got &quot;%1&quot;</source>
        <translation>se esperaba &quot;gemm&quot;, &quot;stream&quot; o &quot;intensity&quot;; se recibió &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>se esperaba un objeto JSON</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got &quot;%2&quot;</source>
        <translation>se esperaba &quot;%1&quot;; se recibió &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unsupported version %1 (this build reads 1 to %2)</source>
        <translation>versión %1 no admitida (esta compilación lee de la 1 a la %2)</translation>
    </message>
    <message>
        <source>expected an array, %1</source>
        <translation>se esperaba un array, %1</translation>
    </message>
    <message>
        <source>expected at least one positive peak</source>
        <translation>se esperaba al menos un pico positivo</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>id duplicado «%1»</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>campo desconocido</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>falta un campo obligatorio</translation>
    </message>
    <message>
        <source>must be at least %1, %2</source>
        <translation>debe ser al menos %1, %2</translation>
    </message>
    <message>
        <source>must be greater than %1 and at most %2, %3</source>
        <translation>debe ser mayor que %1 y como máximo %2, %3</translation>
    </message>
    <message>
        <source>expected a non-empty string</source>
        <translation>se esperaba una cadena no vacía</translation>
    </message>
    <message>
        <source>expected an object of dtype: number, %1</source>
        <translation>se esperaba un objeto tipo de dato: número, %1</translation>
    </message>
    <message>
        <source>dtype &quot;%1&quot; given twice</source>
        <translation>tipo de dato «%1» indicado dos veces</translation>
    </message>
    <message>
        <source>invalid JSON at byte %1: %2</source>
        <translation>JSON no válido en el byte %1: %2</translation>
    </message>
    <message>
        <source>expected 1, %1</source>
        <translation>se esperaba 1, %1</translation>
    </message>
    <message>
        <source>latent attention needs qk_rope_head_dim + qk_nope_head_dim &gt;= 1 and v_head_dim &gt;= 1</source>
        <translation>la atención latente necesita qk_rope_head_dim + qk_nope_head_dim &gt;= 1 y v_head_dim &gt;= 1</translation>
    </message>
    <message>
        <source>missing, needed for the parameter count</source>
        <translation>falta, se necesita para el recuento de parámetros</translation>
    </message>
    <message>
        <source>the parameter count does not support this value yet, %1</source>
        <translation>el recuento de parámetros aún no admite este valor, %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported yet; supported: %2</source>
        <translation>&quot;%1&quot; aún no es compatible; compatibles: %2</translation>
    </message>
    <message>
        <source>give either hf_config or %1, not both</source>
        <translation>indique hf_config o %1, no ambos</translation>
    </message>
    <message>
        <source>expected a non-empty list of q, k, v, o, gate, up, down, %1</source>
        <translation>se esperaba una lista no vacía de q, k, v, o, gate, up, down, %1</translation>
    </message>
    <message>
        <source>this shape has %1 parameters; at most %2 are supported</source>
        <translation>esta forma tiene %1 parámetros; se admiten como máximo %2</translation>
    </message>
    <message>
        <source>must divide the model&apos;s %1 experts, got %2</source>
        <translation>debe dividir los %1 expertos del modelo, se obtuvo %2</translation>
    </message>
    <message>
        <source>ep x etp = %1 GPUs must fit in the %2 GPUs of a pipeline stage</source>
        <translation>ep x etp = %1 GPU deben caber en las %2 GPU de una etapa de pipeline</translation>
    </message>
    <message>
        <source>the model has no routed experts; expert parallelism is ignored</source>
        <translation>el modelo no tiene expertos enrutados; se ignora el paralelismo de expertos</translation>
    </message>
    <message>
        <source>the %1 GPUs of a pipeline stage are not a multiple of ep x etp = %2; Megatron refuses this layout</source>
        <translation>las %1 GPU de una etapa de pipeline no son múltiplo de ep x etp = %2; Megatron rechaza esta disposición</translation>
    </message>
    <message>
        <source>tp x pp x cp = %1 GPUs exceed the %2 GPUs</source>
        <translation>tp x pp x cp = %1 GPU superan las %2 GPU</translation>
    </message>
    <message>
        <source>the sequence of %1 tokens does not split into %2 equal chunks</source>
        <translation>la secuencia de %1 tokens no se divide en %2 bloques iguales</translation>
    </message>
    <message>
        <source>context parallelism needs FlashAttention (ring attention merges its partial results)</source>
        <translation>el paralelismo de contexto necesita FlashAttention (la atención en anillo combina resultados parciales)</translation>
    </message>
    <message>
        <source>%1 is not a multiple of tp x pp x cp = %2; the remainder is idle</source>
        <translation>%1 no es múltiplo de tp x pp x cp = %2; el resto queda inactivo</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>... y %1 problemas más</translation>
    </message>
    <message>
        <source>expected a dtype or &quot;none&quot;, %1</source>
        <translation>se esperaba un tipo de datos o &quot;none&quot;, %1</translation>
    </message>
    <message>
        <source>the optimizer moves to the host with ZeRO stage 1 or more (it updates its own partition there), got stage %1</source>
        <translation>el optimizador pasa al host con la etapa ZeRO 1 o superior (allí actualiza su propia partición); se recibió la etapa %1</translation>
    </message>
    <message>
        <source>parameters move to the host with ZeRO stage 3 and the optimizer offloaded</source>
        <translation>los parámetros pasan al host con la etapa ZeRO 3 y el optimizador descargado</translation>
    </message>
    <message>
        <source>the gradient partition lives where the optimizer runs: &quot;cpu&quot; with an offloaded optimizer, else &quot;none&quot;</source>
        <translation>la partición de gradientes está donde se ejecuta el optimizador: &quot;cpu&quot; con el optimizador descargado, si no &quot;none&quot;</translation>
    </message>
    <message>
        <source>activations move to the host&apos;s memory only (&quot;cpu&quot;)</source>
        <translation>las activaciones solo pasan a la memoria del host (&quot;cpu&quot;)</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 learned positions (a position table has no row beyond it)</source>
        <translation>%1 tokens superan las %2 posiciones aprendidas del modelo (una tabla de posiciones no tiene filas más allá)</translation>
    </message>
    <message>
        <source>%1 tokens are beyond the %2 the model was trained for; training there extends its context (RoPE scaling)</source>
        <translation>%1 tokens superan los %2 para los que se entrenó el modelo; entrenar ahí amplía su contexto (escalado de RoPE)</translation>
    </message>
    <message>
        <source>%1 tokens are beyond the model&apos;s %2-token context; vLLM refuses a longer max_model_len unless told to</source>
        <translation>%1 tokens superan el contexto de %2 tokens del modelo; vLLM rechaza un max_model_len mayor salvo que se le indique</translation>
    </message>
    <message>
        <source>latent attention has kv_heads = heads and head_dim = qk_nope_head_dim + qk_rope_head_dim (%1)</source>
        <translation>la atención latente tiene kv_heads = heads y head_dim = qk_nope_head_dim + qk_rope_head_dim (%1)</translation>
    </message>
    <message>
        <source>expected a list of %1, %2</source>
        <translation>se esperaba una lista de %1, %2</translation>
    </message>
    <message>
        <source>unknown module %1; expected some of %2</source>
        <translation>módulo desconocido %1; se esperaban algunos de %2</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s modules apply with &quot;checkpointing&quot;: &quot;selective&quot; and the megatron implementation only</source>
        <translation>los módulos de Megatron-Core solo se aplican con &quot;checkpointing&quot;: &quot;selective&quot; y la implementación megatron</translation>
    </message>
    <message>
        <source>%1 is odd: the LM head&apos;s 16-bit products run cuBLAS&apos;s unaligned kernels, about a sixth of the aligned speed on an H100; a vocabulary padded to a multiple of 64 (%2) avoids that</source>
        <translation>%1 es impar: los productos de 16 bits de la cabeza LM usan los kernels no alineados de cuBLAS, cerca de una sexta parte de la velocidad alineada en una H100; un vocabulario rellenado a un múltiplo de 64 (%2) lo evita</translation>
    </message>
    <message>
        <source>torch.compile applies to the PyTorch implementations (torchtitan, llm-foundry, pytorch-eager, pytorch-sdpa), not to Megatron&apos;s code</source>
        <translation>torch.compile se aplica a las implementaciones de PyTorch (torchtitan, llm-foundry, pytorch-eager, pytorch-sdpa), no al código de Megatron</translation>
    </message>
    <message>
        <source>expected &quot;fp32&quot; or &quot;bf16&quot;</source>
        <translation>se esperaba &quot;fp32&quot; o &quot;bf16&quot;</translation>
    </message>
    <message>
        <source>%1 gives no board power (power_w); the limit is ignored</source>
        <translation>%1 no indica la potencia de la placa (power_w); se ignora el límite</translation>
    </message>
    <message>
        <source>%1 W is above the board&apos;s %2 W; the board&apos;s limit applies</source>
        <translation>%1 W supera los %2 W de la placa; se aplica el límite de la placa</translation>
    </message>
    <message>
        <source>%1 W of the board&apos;s %2 W: the sustained SM clock and every compute peak of the step time are taken as %3 of the datasheet&apos;s ((limit / board)^(1/3), assumed); memory bandwidth is not derated</source>
        <translation>%1 W de los %2 W de la placa: el reloj SM sostenido y cada pico de cómputo del tiempo de paso se toman como %3 de los de la hoja de datos ((límite / placa)^(1/3), supuesto); el ancho de banda de memoria no se reduce</translation>
    </message>
    <message>
        <source>must be a power above 0 W and at most %1 W, got %2</source>
        <translation>debe ser una potencia mayor que 0 W y como máximo %1 W; se obtuvo %2</translation>
    </message>
    <message>
        <source>has no effect without tensor parallelism (tp &gt; 1) and sequence parallelism; Megatron-Core refuses it without sequence parallelism</source>
        <translation>no tiene efecto sin paralelismo tensorial (tp &gt; 1) y paralelismo de secuencia; Megatron-Core lo rechaza sin paralelismo de secuencia</translation>
    </message>
    <message>
        <source>applies to ZeRO-3/FSDP only (zero 3); it has no effect here</source>
        <translation>solo se aplica a ZeRO-3/FSDP (zero 3); aquí no tiene efecto</translation>
    </message>
    <message>
        <source>has no effect: it needs FP8 compute (fp8-e4m3 or fp8-e5m2) under ZeRO-3/FSDP (zero 3)</source>
        <translation>no tiene efecto: requiere cómputo FP8 (fp8-e4m3 o fp8-e5m2) con ZeRO-3/FSDP (zero 3)</translation>
    </message>
    <message>
        <source>&quot;op-selective&quot; is modelled for dense models; a mixture of experts&apos; grouped GEMMs are not (choose &quot;selective&quot; or &quot;full&quot;)</source>
        <translation>&quot;op-selective&quot; está modelado para modelos densos; las GEMM agrupadas de una mezcla de expertos no lo están (elija &quot;selective&quot; o &quot;full&quot;)</translation>
    </message>
    <message>
        <source>&quot;op-selective&quot; is not modelled for latent attention (choose &quot;selective&quot; or &quot;full&quot;)</source>
        <translation>&quot;op-selective&quot; no está modelado para la atención latente (elija &quot;selective&quot; o &quot;full&quot;)</translation>
    </message>
    <message>
        <source>must be at least min (%1), got %2</source>
        <translation>debe ser al menos min (%1), es %2</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>tensor parallelism searched within a node (tp up to %1)</source>
        <translation>paralelismo de tensores buscado dentro de un nodo (tp hasta %1)</translation>
    </message>
    <message>
        <source>micro-batches of at most %1 sequences</source>
        <translation>micro-lotes de como mucho %1 secuencias</translation>
    </message>
    <message>
        <source>at most %1 virtual stages per pipeline stage</source>
        <translation>como mucho %1 etapas virtuales por etapa de pipeline</translation>
    </message>
    <message>
        <source>search bounded from %1 to %2 layouts: %3</source>
        <translation>búsqueda limitada de %1 a %2 disposiciones: %3</translation>
    </message>
    <message>
        <source>exposed data-parallel reduce-scatter</source>
        <translation>reduce-scatter de paralelismo de datos expuesto</translation>
    </message>
    <message>
        <source>exposed data-parallel all-reduce</source>
        <translation>all-reduce de paralelismo de datos expuesto</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>cómputo</translation>
    </message>
    <message>
        <source>recomputation</source>
        <translation>recálculo</translation>
    </message>
    <message>
        <source>exposed ZeRO all-gathers</source>
        <translation>all-gathers de ZeRO expuestos</translation>
    </message>
    <message>
        <source>exposed tensor-parallel communication</source>
        <translation>comunicación de paralelismo de tensores expuesta</translation>
    </message>
    <message>
        <source>exposed pipeline send/receive</source>
        <translation>envío/recepción de pipeline expuesto</translation>
    </message>
    <message>
        <source>exposed expert all-to-all</source>
        <translation>all-to-all de expertos expuesto</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>burbuja de pipeline</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>paso del optimizador</translation>
    </message>
    <message>
        <source>exposed offload copies</source>
        <translation>copias de descarga expuestas</translation>
    </message>
    <message>
        <source>compute slowed by overlapped communication</source>
        <translation>cómputo ralentizado por la comunicación solapada</translation>
    </message>
    <message>
        <source>best</source>
        <translation>la mejor</translation>
    </message>
    <message>
        <source>%1: ties the best</source>
        <translation>%1: empata con la mejor</translation>
    </message>
    <message>
        <source>the scenario has no plan block (give plan.global_batch)</source>
        <translation>el escenario no tiene bloque plan (indique plan.global_batch)</translation>
    </message>
    <message>
        <source>must be at least 1 sequence, got %1</source>
        <translation>debe ser al menos 1 secuencia, es %1</translation>
    </message>
    <message>
        <source>%1 GPU counts in plan.gpus; %2 of them, spread geometrically, were searched</source>
        <translation>%1 números de GPU en plan.gpus; se buscaron %2 de ellos, repartidos geométricamente</translation>
    </message>
    <message>
        <source>%1 sequences do not divide among the data-parallel sizes the layouts of %2 GPUs allow (%3); choose a global batch that one of them divides</source>
        <translation>%1 secuencias no se reparten entre los tamaños de paralelismo de datos que permiten las disposiciones de %2 GPU (%3); elija un lote global que uno de ellos divida</translation>
    </message>
    <message>
        <source>no layout of the model splits over %1 GPUs with what plan.fixed holds and what the framework profile runs</source>
        <translation>ninguna disposición del modelo se reparte en %1 GPU con lo que fija plan.fixed y lo que ejecuta el perfil del framework</translation>
    </message>
    <message>
        <source>run.price_per_gpu_hour is not set: the cost ranks as GPU-hours to train</source>
        <translation>run.price_per_gpu_hour no está definido: el coste se ordena como horas-GPU de entrenamiento</translation>
    </message>
    <message>
        <source>training.tokens is not set: the ranking is that of one token&apos;s time or cost</source>
        <translation>training.tokens no está definido: se ordena por el tiempo o el coste de un token</translation>
    </message>
    <message>
        <source>%1 memory evaluations, %2 step times; the other layouts pruned</source>
        <translation>%1 evaluaciones de memoria, %2 tiempos de paso; las demás disposiciones descartadas</translation>
    </message>
    <message>
        <source>no layout fits on %1 GPUs; the smallest count that fits, doubling the GPUs, is %2</source>
        <translation>ninguna disposición cabe en %1 GPU; el menor número que cabe, duplicando las GPU, es %2</translation>
    </message>
    <message>
        <source>no layout fits on %1 GPUs, nor on any count up to 1048576 at this global batch</source>
        <translation>ninguna disposición cabe en %1 GPU, ni en ningún número hasta 1048576 con este lote global</translation>
    </message>
    <message>
        <source>nested %1 levels deep; RoofLab reads at most %2</source>
        <translation>anidado a %1 niveles de profundidad; RoofLab lee como máximo %2</translation>
    </message>
    <message>
        <source>must be 0 (not given) or between %1 and %2, %3</source>
        <translation>debe ser 0 (no indicado) o estar entre %1 y %2; %3</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>no es JSON válido</translation>
    </message>
    <message>
        <source>0 means not given; the default 10 us is used</source>
        <translation>0 significa no indicado; se usa el valor por defecto de 10 µs</translation>
    </message>
    <message>
        <source>measured on %1 (%2), not on the scenario&apos;s %3</source>
        <translation>medido en %1 (%2), no en la %3 del escenario</translation>
    </message>
    <message>
        <source>measured on %1; the scenario&apos;s custom GPU &quot;%2&quot; only shares its id</source>
        <translation>medido en %1; la GPU personalizada «%2» del escenario solo comparte su id</translation>
    </message>
    <message>
        <source>measured on a card with %1 GB, the scenario&apos;s has %2 GB</source>
        <translation>medido en una tarjeta de %1 GB; la del escenario tiene %2 GB</translation>
    </message>
    <message>
        <source>measured on a card with %1 SMs, the scenario&apos;s has %2</source>
        <translation>medido en una tarjeta con %1 SM; la del escenario tiene %2</translation>
    </message>
    <message>
        <source>%1 measured %2 TFLOP/s against a dense peak of %3 TFLOP/s: implausible</source>
        <translation>%1 midió %2 TFLOP/s frente a un pico denso de %3 TFLOP/s: inverosímil</translation>
    </message>
    <message>
        <source>STREAM measured %1 TB/s against %2 TB/s: implausible</source>
        <translation>STREAM midió %1 TB/s frente a %2 TB/s: inverosímil</translation>
    </message>
    <message>
        <source>a launch overhead of %1 s is implausible</source>
        <translation>una sobrecarga de lanzamiento de %1 s es inverosímil</translation>
    </message>
    <message>
        <source>has no GEMM of the scenario&apos;s compute dtype and no STREAM bandwidth</source>
        <translation>no tiene ningún GEMM del tipo de cálculo del escenario ni ancho de banda STREAM</translation>
    </message>
    <message>
        <source>give concurrency (a closed loop) or request_rate (an open loop), not both</source>
        <translation>indique concurrency (bucle cerrado) o request_rate (bucle abierto), no ambos</translation>
    </message>
    <message>
        <source>%1 prompt + %2 output tokens = %3, past the model&apos;s %4-token context; the engine refuses such requests</source>
        <translation>%1 tokens de prompt + %2 de salida = %3, más allá del contexto de %4 tokens del modelo; el motor rechaza esas solicitudes</translation>
    </message>
    <message>
        <source>%1 is below max_num_seqs %2: a step could not give every sequence a token</source>
        <translation>%1 es menor que max_num_seqs %2: un paso no podría dar un token a cada secuencia</translation>
    </message>
    <message>
        <source>%1 requests in flight per replica, but only %2 run at once (%3): the rest queue</source>
        <translation>%1 solicitudes en curso por réplica, pero solo %2 se ejecutan a la vez (%3): el resto hace cola</translation>
    </message>
    <message>
        <source>%1 requests/s per replica arrive but at most %2 complete: the queue grows without bound; the figures are those at saturation, TTFT without that queue</source>
        <translation>llegan %1 solicitudes/s por réplica pero como mucho se completan %2: la cola crece sin límite; las cifras son las de saturación, el TTFT sin esa cola</translation>
    </message>
    <message>
        <source>the weights and the engine&apos;s activations leave no memory for a KV cache: the model does not fit (more GPUs, tensor parallelism or smaller weights)</source>
        <translation>los pesos y las activaciones del motor no dejan memoria para una caché KV: el modelo no cabe (más GPU, paralelismo tensorial o pesos más pequeños)</translation>
    </message>
    <message>
        <source>the KV cache holds %1 tokens, fewer than one request&apos;s %2: the engine refuses to start</source>
        <translation>la caché KV guarda %1 tokens, menos que los %2 de una solicitud: el motor se niega a arrancar</translation>
    </message>
    <message>
        <source>no layout of %1 to %2 GPUs leaves room for one request&apos;s KV cache (more GPUs, or free the formats: plan.fixed {&quot;inference&quot;: {&quot;weights_dtype&quot;: null}})</source>
        <translation>ninguna disposición de %1 a %2 GPU deja sitio para la caché KV de una petición (más GPU, o libere los formatos: plan.fixed {&quot;inference&quot;: {&quot;weights_dtype&quot;: null}})</translation>
    </message>
    <message>
        <source>each token crosses %1 pipeline stages, not %2</source>
        <translation>cada token atraviesa %1 etapas de pipeline, no %2</translation>
    </message>
    <message>
        <source>per-step overhead %1 (TP all-reduces per layer)</source>
        <translation>sobrecoste por paso %1 (all-reduce de TP por capa)</translation>
    </message>
    <message>
        <source>per-step overhead %1 (launches, host time)</source>
        <translation>sobrecoste por paso %1 (lanzamientos, tiempo del host)</translation>
    </message>
    <message>
        <source>weights and KV cache read %1 per step</source>
        <translation>lectura de pesos y caché KV %1 por paso</translation>
    </message>
    <message>
        <source>compute %1 per step</source>
        <translation>cómputo %1 por paso</translation>
    </message>
    <message>
        <source>ties the best</source>
        <translation>empata con la mejor</translation>
    </message>
    <message>
        <source>%1 sequences decoding per replica, the best %2</source>
        <translation>%1 secuencias decodificando por réplica, la mejor %2</translation>
    </message>
    <message>
        <source>%1 headroom (saturates at %2 requests/s): %3</source>
        <translation>%1 de margen (se satura a %2 peticiones/s): %3</translation>
    </message>
    <message>
        <source>one replica takes %1 GPUs</source>
        <translation>una réplica ocupa %1 GPU</translation>
    </message>
    <message>
        <source>with %1 GPUs: %2</source>
        <translation>con %1 GPU: %2</translation>
    </message>
    <message>
        <source>does not fit: no room for one request&apos;s KV cache</source>
        <translation>no cabe: no hay sitio para la caché KV de una petición</translation>
    </message>
    <message>
        <source>TTFT %1 &gt; SLO %2</source>
        <translation>TTFT %1 &gt; SLO %2</translation>
    </message>
    <message>
        <source>TPOT %1 &gt; SLO %2</source>
        <translation>TPOT %1 &gt; SLO %2</translation>
    </message>
    <message>
        <source>saturates: %1 requests/s arrive, at most %2 complete</source>
        <translation>saturado: llegan %1 peticiones/s, se completan como mucho %2</translation>
    </message>
    <message>
        <source>%1 (at %2 GPUs, the most searched)</source>
        <translation>%1 (con %2 GPU, el máximo buscado)</translation>
    </message>
    <message>
        <source>most output tokens/s per GPU meeting the SLOs; %1</source>
        <translation>el mayor número de tokens de salida/s por GPU que cumple los SLO; %1</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; %1</source>
        <translation>el menor número de GPU que cumple los SLO; %1</translation>
    </message>
    <message>
        <source>+%1 GPUs: %2</source>
        <translation>+%1 GPU: %2</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; on fewer, no layout holds the weights and one request&apos;s KV cache</source>
        <translation>el menor número de GPU que cumple los SLO; con menos, ninguna disposición aloja los pesos y la caché KV de una petición</translation>
    </message>
    <message>
        <source>fewest GPUs meeting the SLOs; the nearest on fewer, %1, misses: %2</source>
        <translation>el menor número de GPU que cumple los SLO; la más cercana con menos, %1, no cumple: %2</translation>
    </message>
    <message>
        <source>the request rate</source>
        <translation>la tasa de peticiones</translation>
    </message>
    <message>
        <source>no layout meets the SLOs: the nearest, on %1 GPUs, reaches TTFT %2 and TPOT %3 at %4 requests/s; %5 binds (%6)</source>
        <translation>ninguna disposición cumple los SLO: la más cercana, con %1 GPU, alcanza TTFT %2 y TPOT %3 a %4 peticiones/s; limita %5 (%6)</translation>
    </message>
    <message>
        <source>%1 does not divide the model&apos;s %2 attention heads; the engine refuses such a tensor-parallel size</source>
        <translation>%1 no divide las %2 cabezas de atención del modelo; el motor rechaza ese tamaño de paralelismo de tensores</translation>
    </message>
    <message>
        <source>expected a non-empty list of %1, %2</source>
        <translation>se esperaba una lista no vacía de %1, %2</translation>
    </message>
    <message>
        <source>%1 where the best has %2</source>
        <translation>%1 donde la mejor tiene %2</translation>
    </message>
    <message>
        <source>leaves no ZeRO stage or recomputation that the framework profile runs</source>
        <translation>no deja ninguna etapa ZeRO ni recomputación que ejecute el perfil del framework</translation>
    </message>
    <message>
        <source>%1: the GPU count, no part of the step larger</source>
        <translation>%1: el número de GPU, ninguna parte del paso mayor</translation>
    </message>
    <message>
        <source>expected &quot;fwd&quot;, &quot;dgrad&quot; or &quot;wgrad&quot;, got &quot;%1&quot;</source>
        <translation>se esperaba «fwd», «dgrad» o «wgrad», se obtuvo «%1»</translation>
    </message>
    <message>
        <source>disagrees with the point&apos;s m, n and k</source>
        <translation>no coincide con m, n y k del punto</translation>
    </message>
    <message>
        <source>must be above 0 and at most %1, got %2</source>
        <translation>debe ser mayor que 0 y como mucho %1, es %2</translation>
    </message>
    <message>
        <source>examples x tokens per example x epochs = %1 tokens, more than %2</source>
        <translation>ejemplos x tokens por ejemplo x épocas = %1 tokens, más de %2</translation>
    </message>
    <message>
        <source>expected a release number such as &quot;0.6.0&quot;, got &quot;%1&quot;</source>
        <translation>se esperaba un número de versión como &quot;0.6.0&quot;, se recibió &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the results measured on %1 have no decode probes (rooflab-bench --sweep decode): the serving figures use the efficiencies they calibrate for the step time, not measured decode steps</source>
        <translation>los resultados medidos en %1 no tienen sondas de decodificación (rooflab-bench --sweep decode): las cifras de servicio usan las eficiencias que calibran para el tiempo de paso, no pasos de decodificación medidos</translation>
    </message>
    <message>
        <source>the published serving figures are used: the results file (%1) cannot calibrate this GPU</source>
        <translation>se usan las cifras de servicio publicadas: el archivo de resultados (%1) no puede calibrar esta GPU</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of pipeline stages (pp), got %1</source>
        <translation>DualPipe necesita un número par de etapas de pipeline (pp), se obtuvo %1</translation>
    </message>
    <message>
        <source>DualPipe has no virtual stages (each GPU holds two mirrored stages), got virtual_stages %1</source>
        <translation>DualPipe no tiene etapas virtuales (cada GPU tiene dos etapas simétricas), se obtuvo virtual_stages %1</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of micro-batches per step, at least 2 x pp = %1, got grad_accum %2</source>
        <translation>DualPipe necesita un número par de microlotes por paso, al menos 2 x pp = %1, se obtuvo grad_accum %2</translation>
    </message>
    <message>
        <source>applies to the PyTorch implementations&apos; dense layers with tensor parallelism (tp &gt; 1) and sequence parallelism; it has no effect here (Megatron&apos;s layers keep the sharded input)</source>
        <translation>se aplica a las capas densas de las implementaciones PyTorch con paralelismo de tensor (tp &gt; 1) y de secuencia; aquí no tiene efecto (las capas de Megatron guardan la entrada fragmentada)</translation>
    </message>
    <message>
        <source>needs pipeline parallelism (pp of 2 or more)</source>
        <translation>requiere paralelismo de pipeline (pp de 2 o más)</translation>
    </message>
    <message>
        <source>DualPipe&apos;s mirrored stages hold the layers evenly; not with DualPipe</source>
        <translation>las etapas simétricas de DualPipe contienen las capas por igual; no con DualPipe</translation>
    </message>
    <message>
        <source>the first and last stages&apos; layers cannot be set together with account_for_embedding_in_pipeline_split or account_for_loss_in_pipeline_split (Megatron-Core refuses it)</source>
        <translation>las capas de la primera y la última etapa no se pueden fijar junto con account_for_embedding_in_pipeline_split o account_for_loss_in_pipeline_split (Megatron-Core lo rechaza)</translation>
    </message>
    <message>
        <source>the first and last stages&apos; %1 layers exceed the model&apos;s %2 layers</source>
        <translation>las %1 capas de la primera y la última etapa superan las %2 capas del modelo</translation>
    </message>
    <message>
        <source>with no middle stage the first and last stages must hold all %1 layers, got %2</source>
        <translation>sin etapa intermedia, la primera y la última etapa deben contener las %1 capas; se obtuvo %2</translation>
    </message>
    <message>
        <source>the %1 layers left do not divide evenly over the %2 middle stages</source>
        <translation>las %1 capas restantes no se reparten por igual entre las %2 etapas intermedias</translation>
    </message>
    <message>
        <source>the first stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>las %1 capas de la primera etapa no se dividen en %2 etapas virtuales</translation>
    </message>
    <message>
        <source>the last stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>las %1 capas de la última etapa no se dividen en %2 etapas virtuales</translation>
    </message>
    <message>
        <source>each middle stage&apos;s %1 layers do not divide into %2 virtual stages</source>
        <translation>las %1 capas de cada etapa intermedia no se dividen en %2 etapas virtuales</translation>
    </message>
    <message>
        <source>%1 layers (the embedding and/or the loss counted as one each) do not divide evenly over %2 pipeline stages</source>
        <translation>%1 capas (el embedding y/o la pérdida contados como una cada uno) no se reparten por igual entre %2 etapas del pipeline</translation>
    </message>
    <message>
        <source>each stage&apos;s %1 layers (the embedding and/or the loss counted) do not divide into %2 virtual stages</source>
        <translation>las %1 capas de cada etapa (contando el embedding y/o la pérdida) no se dividen en %2 etapas virtuales</translation>
    </message>
    <message>
        <source>this framework profile splits the layers evenly over the pipeline stages; uneven first and last stages need the megatron-core, torchtitan or deepspeed profile</source>
        <translation>este perfil del framework reparte las capas por igual entre las etapas del pipeline; una primera y una última etapa desiguales requieren el perfil megatron-core, torchtitan o deepspeed</translation>
    </message>
    <message>
        <source>its vocabulary of %1 tokens is not the model&apos;s %2: the engine verifies the draft&apos;s tokens by their ids, so both must share one tokenizer</source>
        <translation>su vocabulario de %1 tokens no es el de %2 del modelo: el motor verifica los tokens del borrador por sus ids, así que ambos deben compartir un mismo tokenizador</translation>
    </message>
    <message>
        <source>%1 prefill instance(s) of %2 GPUs and %3 decode instance(s) of %4 GPUs need %5 GPUs, more than parallel.gpus %6</source>
        <translation>%1 instancia(s) de prefill de %2 GPU y %3 instancia(s) de decodificación de %4 GPU necesitan %5 GPU, más que parallel.gpus %6</translation>
    </message>
    <message>
        <source>the model has no routed experts to split (a dense model)</source>
        <translation>el modelo no tiene expertos enrutados que repartir (un modelo denso)</translation>
    </message>
    <message>
        <source>the ranks share the MoE layers through expert parallelism: set serving.expert_parallel too</source>
        <translation>los rangos comparten las capas MoE mediante paralelismo de expertos: defina también serving.expert_parallel</translation>
    </message>
    <message>
        <source>not modelled with pipeline parallelism (parallel.pp %1): use pp 1</source>
        <translation>no modelado con paralelismo de pipeline (parallel.pp %1): use pp 1</translation>
    </message>
    <message>
        <source>parallel.gpus %1 is not a whole number of ranks of tp %2</source>
        <translation>parallel.gpus %1 no es un número entero de rangos de tp %2</translation>
    </message>
    <message>
        <source>%1 routed experts per layer do not split evenly over %2 expert-parallel GPUs</source>
        <translation>%1 expertos enrutados por capa no se reparten por igual entre %2 GPU con paralelismo de expertos</translation>
    </message>
    <message>
        <source>the plan searches replicas that prefill and decode together: serving.disaggregation is left out (evaluate the scenario itself for its pools)</source>
        <translation>el plan busca réplicas que hacen prefill y decodificación juntos: serving.disaggregation se omite (evalúe el propio escenario para sus pools)</translation>
    </message>
    <message>
        <source>the %1 instances&apos; weights (tp %2) leave no memory for a KV cache: that pool does not fit (a larger tp for it, or smaller weights)</source>
        <translation>los pesos de las instancias de %1 (tp %2) no dejan memoria para una caché KV: ese pool no cabe (un tp mayor para él, o pesos más pequeños)</translation>
    </message>
    <message>
        <source>a %1 instance&apos;s KV cache holds %2 tokens, fewer than the %3 it must hold for one request</source>
        <translation>la caché KV de una instancia de %1 contiene %2 tokens, menos que los %3 que debe contener para una petición</translation>
    </message>
    <message>
        <source>disaggregated: %1 prefill instance(s) of %2 GPUs complete %3 requests/s, %4 decode instance(s) of %5 GPUs %6; the %7 limits</source>
        <translation>desagregado: %1 instancia(s) de prefill de %2 GPU completan %3 peticiones/s, %4 instancia(s) de decodificación de %5 GPU %6; limita %7</translation>
    </message>
    <message>
        <source>%1 clients, but the pools complete at most %2 requests/s: the rest queue before the prefill</source>
        <translation>%1 clientes, pero los pools completan como mucho %2 peticiones/s: el resto hace cola antes del prefill</translation>
    </message>
    <message>
        <source>%1 requests/s arrive but the pools complete at most %2: the queue grows without bound; the figures are those at saturation, TTFT without that queue</source>
        <translation>llegan %1 solicitudes/s pero los pools completan como mucho %2: la cola crece sin límite; las cifras son las de saturación, el TTFT sin esa cola</translation>
    </message>
    <message>
        <source>routed experts split over %1 GPUs (expert parallelism), %2 data-parallel attention rank(s) of tp %3; tokens reach the experts by %4</source>
        <translation>expertos enrutados repartidos entre %1 GPU (paralelismo de expertos), %2 rango(s) de atención con paralelismo de datos de tp %3; los tokens llegan a los expertos mediante %4</translation>
    </message>
    <message>
        <source>%1 clients, but the decode pool completes at most %2 requests/s: the rest wait for a decode slot after their prefill</source>
        <translation>%1 clientes, pero el grupo de decodificación completa como mucho %2 solicitudes/s: el resto espera un hueco de decodificación tras su prefill</translation>
    </message>
    <message>
        <source>%1 requests/s arrive but the decode pool completes at most %2: prefilled requests wait for a decode slot without bound; the figures are those at saturation, TTFT without that wait</source>
        <translation>llegan %1 solicitudes/s pero el grupo de decodificación completa como mucho %2: las solicitudes con prefill esperan un hueco de decodificación sin límite; las cifras son las de saturación, el TTFT sin esa espera</translation>
    </message>
    <message>
        <source>must be at least 1 with &quot;checkpointing&quot;: &quot;block&quot;, got %1</source>
        <translation>debe ser al menos 1 con &quot;checkpointing&quot;: &quot;block&quot;; se recibió %1</translation>
    </message>
    <message>
        <source>&quot;block&quot; is Megatron&apos;s --recompute-method block and applies to the megatron implementations only (choose &quot;full&quot; or &quot;every-k&quot;)</source>
        <translation>&quot;block&quot; es --recompute-method block de Megatron y solo se aplica a las implementaciones de Megatron (elija &quot;full&quot; o &quot;every-k&quot;)</translation>
    </message>
    <message>
        <source>a2a splits the heads over tp x cp = %1 GPUs; %2 query and %3 key-value heads do not divide by it</source>
        <translation>a2a reparte las cabezas entre tp x cp = %1 GPU; %2 cabezas de consulta y %3 de clave-valor no son divisibles por ello</translation>
    </message>
    <message>
        <source>is Transformer Engine&apos;s (Megatron-Core&apos;s --cp-comm-type); torchtitan runs PyTorch&apos;s context parallelism, which parallel.cp_rotate_method sets: it has no effect here</source>
        <translation>es de Transformer Engine (--cp-comm-type de Megatron-Core); torchtitan usa el paralelismo de contexto de PyTorch, que fija parallel.cp_rotate_method: aquí no tiene efecto</translation>
    </message>
    <message>
        <source>is torchtitan&apos;s (PyTorch&apos;s context parallelism); this implementation runs Transformer Engine&apos;s, which parallel.cp_comm_type sets: it has no effect here</source>
        <translation>es de torchtitan (paralelismo de contexto de PyTorch); esta implementación usa el de Transformer Engine, que fija parallel.cp_comm_type: aquí no tiene efecto</translation>
    </message>
    <message>
        <source>exposed context-parallel communication</source>
        <translation>comunicación de paralelismo de contexto expuesta</translation>
    </message>
    <message>
        <source>context parallelism&apos;s default communication only</source>
        <translation>solo la comunicación predeterminada del paralelismo de contexto</translation>
    </message>
    <message>
        <source>expected two whole numbers [a2a, p2p] from 1 to %1, %2</source>
        <translation>se esperaban dos números enteros [a2a, p2p] de 1 a %1, %2</translation>
    </message>
    <message>
        <source>applies to parallel.cp_comm_type &quot;a2a+p2p&quot; under Transformer Engine&apos;s context parallelism; it has no effect here</source>
        <translation>se aplica a parallel.cp_comm_type &quot;a2a+p2p&quot; con el paralelismo de contexto de Transformer Engine; aquí no tiene efecto</translation>
    </message>
    <message>
        <source>[%1, %2] multiply to %3, not cp = %4</source>
        <translation>[%1, %2] multiplicados dan %3, no cp = %4</translation>
    </message>
    <message>
        <source>a2a+p2p splits the heads over tp x its all-to-all group = %1 GPUs; %2 query and %3 key-value heads do not divide by it</source>
        <translation>a2a+p2p reparte las cabezas entre tp x su grupo all-to-all = %1 GPU; %2 cabezas de consulta y %3 de clave-valor no son divisibles por ese número</translation>
    </message>
    <message>
        <source>&quot;rowwise&quot; is torchao&apos;s Float8Linear recipe, modelled under training.implementation &quot;torchtitan&quot;; Transformer Engine&apos;s recipes are &quot;delayed&quot;, &quot;tensorwise&quot; and &quot;blockwise&quot;</source>
        <translation>&quot;rowwise&quot; es la receta Float8Linear de torchao, modelada con training.implementation &quot;torchtitan&quot;; las recetas de Transformer Engine son &quot;delayed&quot;, &quot;tensorwise&quot; y &quot;blockwise&quot;</translation>
    </message>
    <message>
        <source>torchtitan gathers float8 weights with tensorwise scaling only; the rowwise recipe gathers them in bf16</source>
        <translation>torchtitan solo reúne pesos float8 con escalado por tensor; la receta por filas los reúne en bf16</translation>
    </message>
    <message>
        <source>materialised attention computes every score of the sequence whatever the documents&apos; mask; only a fused variable-length kernel keeps attention within each document</source>
        <translation>la atención materializada calcula todos los scores de la secuencia sea cual sea la máscara de documentos; solo un kernel fusionado de longitud variable mantiene la atención dentro de cada documento</translation>
    </message>
    <message>
        <source>has no effect: it is Megatron-Core&apos;s (training.implementation &quot;megatron-core&quot;) for a mixture of experts with ep &gt; 1, virtual stages when pp &gt; 1, and no full, block or &quot;moe&quot; recomputation; DualPipe pairs its chunks itself</source>
        <translation>no tiene efecto: es de Megatron-Core (training.implementation &quot;megatron-core&quot;) para una mezcla de expertos con ep &gt; 1, etapas virtuales cuando pp &gt; 1 y sin recomputación completa, por bloques ni de &quot;moe&quot;; DualPipe empareja sus chunks por sí mismo</translation>
    </message>
</context>
<context>
    <name>rooflab::ModelControls</name>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>A published architecture (exact parameter count, layers, heads, vocabulary), or a size-only model whose shape RoofLab derives from the size slider.</source>
        <translation>Una arquitectura publicada (número exacto de parámetros, capas, cabezas, vocabulario) o un modelo definido solo por su tamaño, cuya forma deriva RoofLab del control deslizante de tamaño.</translation>
    </message>
    <message>
        <source>size-only (slider)</source>
        <translation>solo tamaño (deslizador)</translation>
    </message>
    <message>
        <source>custom architecture</source>
        <translation>arquitectura personalizada</translation>
    </message>
    <message>
        <source>The architecture edited with Architecture...</source>
        <translation>La arquitectura editada con Arquitectura...</translation>
    </message>
    <message>
        <source> - teaching</source>
        <translation> - didáctico</translation>
    </message>
    <message>
        <source>Architecture...</source>
        <translation>Arquitectura...</translation>
    </message>
    <message>
        <source>Edit architecture</source>
        <translation>Editar arquitectura</translation>
    </message>
    <message>
        <source>Edit every field of the architecture (layers, widths, heads, vocabulary, MLP kind, experts). The result becomes a custom architecture.</source>
        <translation>Edite todos los campos de la arquitectura (capas, anchuras, cabezas, vocabulario, tipo de MLP, expertos). El resultado pasa a ser una arquitectura personalizada.</translation>
    </message>
    <message>
        <source>Model size (parameters)</source>
        <translation>Tamaño del modelo (parámetros)</translation>
    </message>
    <message>
        <source>Parameter count N of a size-only model. Weights, gradients and optimizer states scale with N; moving it switches the model to size-only.</source>
        <translation>Número de parámetros N de un modelo definido solo por tamaño. Los pesos, los gradientes y los estados del optimizador escalan con N; al moverlo, el modelo pasa a ser solo por tamaño.</translation>
    </message>
    <message>
        <source>%1 parameters%2 - %3 layers, d_model %4, %5 heads (%6 KV), d_ff %7, vocab %8</source>
        <translation>%1 parámetros%2 - %3 capas, d_model %4, %5 cabezas (%6 KV), d_ff %7, vocab. %8</translation>
    </message>
    <message>
        <source> (derived Llama-style shape)</source>
        <translation> (forma derivada de estilo Llama)</translation>
    </message>
    <message>
        <source>, sliding window %1 in %2 of %3 layers</source>
        <translation>, ventana deslizante de %1 en %2 de %3 capas</translation>
    </message>
</context>
<context>
    <name>rooflab::NapkinPanel</name>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Compute (6ND)</source>
        <translation>Cómputo (6ND)</translation>
    </message>
    <message>
        <source>6 x parameters x training tokens (Kaplan et al. 2020): forward 2N, backward 4N per token.</source>
        <translation>6 x parámetros x tokens de entrenamiento (Kaplan et al. 2020): 2N hacia delante y 4N hacia atrás por token.</translation>
    </message>
    <message>
        <source>Compute (detailed)</source>
        <translation>Cómputo (detallado)</translation>
    </message>
    <message>
        <source>3 x the Chinchilla (Hoffmann et al. 2022, App. F) forward count, which includes attention and the vocabulary projection.</source>
        <translation>3 x el recuento de la pasada hacia delante de Chinchilla (Hoffmann et al. 2022, apéndice F), que incluye la atención y la proyección al vocabulario.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>Horas-GPU</translation>
    </message>
    <message>
        <source>GPUs x hours of the run.</source>
        <translation>GPU x horas del entrenamiento.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>GPU-hours x price per GPU-hour.</source>
        <translation>Horas-GPU x precio por hora-GPU.</translation>
    </message>
    <message>
        <source>What fits</source>
        <translation>Qué cabe</translation>
    </message>
    <message>
        <source>Largest micro-batch</source>
        <translation>Mayor microlote</translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation>Mínimo de GPU</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Tiempo por paso</translation>
    </message>
    <message>
        <source>Predicted MFU</source>
        <translation>MFU previsto</translation>
    </message>
    <message>
        <source>Throughput / GPU</source>
        <translation>Rendimiento / GPU</translation>
    </message>
    <message>
        <source>Tokens per second per GPU at the predicted step time.</source>
        <translation>Tokens por segundo por GPU con el tiempo por paso previsto.</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferencia</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <source>2 (K and V) x layers x KV heads x head dimension x KV dtype bytes, whole model.</source>
        <translation>2 (K y V) x capas x cabezas KV x dimensión de cabeza x bytes del dtype KV, todo el modelo.</translation>
    </message>
    <message>
        <source>Serving limits</source>
        <translation>Límites al servir</translation>
    </message>
    <message>
        <source>Largest batch at this context, and longest context at this batch, that fit in one GPU&apos;s memory.</source>
        <translation>El mayor lote con este contexto y el contexto más largo con este lote que caben en la memoria de una GPU.</translation>
    </message>
    <message>
        <source>no scenario yet</source>
        <translation>todavía no hay escenario</translation>
    </message>
    <message>
        <source>set the training tokens D</source>
        <translation>defina los tokens de entrenamiento D</translation>
    </message>
    <message>
        <source>%1 FLOP (%2)</source>
        <translation>%1 FLOP (%2)</translation>
    </message>
    <message>
        <source>6ND / (GPUs x dense peak x MFU). From the detailed FLOP count: %1.</source>
        <translation>6ND / (GPU x pico denso x MFU). Con el recuento detallado de FLOPs: %1.</translation>
    </message>
    <message>
        <source>this GPU has no peak for the compute dtype</source>
        <translation>esta GPU no tiene pico para el dtype de cómputo</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 horas-GPU</translation>
    </message>
    <message>
        <source>no run time</source>
        <translation>sin tiempo de entrenamiento</translation>
    </message>
    <message>
        <source>set a price per GPU-hour</source>
        <translation>defina un precio por hora-GPU</translation>
    </message>
    <message>
        <source>%1%2 at %1%3 per GPU-hour</source>
        <translation>%2 %1 a %3 %1 por hora-GPU</translation>
    </message>
    <message>
        <source>not even a 10M model fits with this set-up</source>
        <translation>no cabe ni un modelo de 10M con esta configuración</translation>
    </message>
    <message>
        <source>%1 x %2 tokens</source>
        <translation>%1 x %2 tokens</translation>
    </message>
    <message>
        <source>not even a micro-batch of 1 fits</source>
        <translation>no cabe ni un microlote de 1</translation>
    </message>
    <message>
        <source>; %1 with ZeRO-3</source>
        <translation>; %1 con ZeRO-3</translation>
    </message>
    <message>
        <source>; none with ZeRO-3</source>
        <translation>; ninguno con ZeRO-3</translation>
    </message>
    <message>
        <source>no GPU count fits with this strategy</source>
        <translation>ningún número de GPU basta con esta estrategia</translation>
    </message>
    <message>
        <source>per optimizer step</source>
        <translation>por paso del optimizador</translation>
    </message>
    <message>
        <source>per prompt batch (prefill)</source>
        <translation>por lote de prompts (prefill)</translation>
    </message>
    <message>
        <source>per generated token (decode)</source>
        <translation>por token generado (decodificación)</translation>
    </message>
    <message>
        <source>no operations or no peak for this dtype</source>
        <translation>no hay operaciones o no hay pico para este dtype</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source> (measured: %1 %)</source>
        <translation> (medido: %1 %)</translation>
    </message>
    <message>
        <source>no step time</source>
        <translation>sin tiempo por paso</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 per token; %2 at batch %3 x %4 tokens</source>
        <translation>%1 por token; %2 con un lote de %3 x %4 tokens</translation>
    </message>
    <message>
        <source>the model has no attention layers</source>
        <translation>el modelo no tiene capas de atención</translation>
    </message>
    <message>
        <source>max batch %1; max context %2 tokens</source>
        <translation>lote máx. %1; contexto máx. %2 tokens</translation>
    </message>
    <message>
        <source>the weights alone do not fit on one GPU</source>
        <translation>los pesos por sí solos no caben en una GPU</translation>
    </message>
    <message>
        <source>Click the figure to see how it is computed.</source>
        <translation>Haga clic en la cifra para ver cómo se calcula.</translation>
    </message>
    <message>
        <source>Training memory</source>
        <translation>Memoria de entrenamiento</translation>
    </message>
    <message>
        <source>Memory per GPU at the peak of one training step, and the phase it happens in: the highest of the moments of the forward, the loss, the backward and the optimizer step.</source>
        <translation>Memoria por GPU en el pico de un paso de entrenamiento y la fase en que se produce: el más alto de los momentos de la pasada hacia delante, la pérdida, la pasada hacia atrás y el paso del optimizador.</translation>
    </message>
    <message>
        <source>peak %1 (%2)</source>
        <translation>pico de %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Highest in each phase: %1.</source>
        <translation>Máximo de cada fase: %1.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Training: the operations at their size-dependent efficiency, plus exposed communication, the pipeline bubble and the optimizer step. Inference: sum over the operations of max(FLOPs / peak, bytes / bandwidth).</source>
        <translation>Entrenamiento: las operaciones con su eficiencia según el tamaño, más la comunicación no solapada, la burbuja del pipeline y el paso del optimizador. Inferencia: suma sobre las operaciones de max(FLOPs / pico, bytes / ancho de banda).</translation>
    </message>
    <message>
        <source>Model FLOPs of the step / (step time x peak x GPUs). The roofline bound ignores communication and efficiency: the best this step could reach.</source>
        <translation>FLOPs del modelo en el paso / (tiempo del paso x pico x GPUs). La cota del roofline ignora la comunicación y la eficiencia: lo mejor que este paso podría alcanzar.</translation>
    </message>
    <message>
        <source> (roofline bound: %1 %)</source>
        <translation> (cota del roofline: %1 %)</translation>
    </message>
    <message>
        <source>%1 %2, at the efficiency measured on this GPU</source>
        <translation>%1 %2, con la eficiencia medida en esta GPU</translation>
    </message>
    <message>
        <source>vLLM capacity</source>
        <translation>capacidad de vLLM</translation>
    </message>
    <message>
        <source>What vLLM leaves for the KV cache at start-up: gpu_memory_utilization x the card&apos;s memory, minus the weights, the non-PyTorch memory and the activation peak of its profiling run; in tokens, and in requests of this context that fit at once.</source>
        <translation>Lo que vLLM deja para la caché KV al arrancar: gpu_memory_utilization x la memoria de la tarjeta, menos los pesos, la memoria fuera de PyTorch y el pico de activaciones de su perfilado; en tokens y en solicitudes de este contexto que caben a la vez.</translation>
    </message>
    <message>
        <source>%1 tokens of KV cache (%2); %3 requests of %4 tokens at once</source>
        <translation>%1 tokens de caché KV (%2); %3 solicitudes de %4 tokens a la vez</translation>
    </message>
    <message>
        <source>no memory left for the KV cache</source>
        <translation>no queda memoria para la caché KV</translation>
    </message>
    <message>
        <source>max batch %1; max context %2 tokens (the model&apos;s limit)</source>
        <translation>lote máx. %1; contexto máx. %2 tokens (límite del modelo)</translation>
    </message>
    <message>
        <source>Largest size-only model</source>
        <translation>Mayor modelo solo por tamaño</translation>
    </message>
    <message>
        <source>Largest size-only model that fits on these GPUs with this precision, optimizer, batch, sequence length and parallelism: a Llama-style shape derived from the parameter count (SwiGLU, a 32,000-token vocabulary), whatever model is chosen above.</source>
        <translation>Mayor modelo solo por tamaño que cabe en estas GPU con esta precisión, optimizador, lote, longitud de secuencia y paralelismo: una forma tipo Llama derivada del número de parámetros (SwiGLU, un vocabulario de 32.000 tokens), sea cual sea el modelo elegido arriba.</translation>
    </message>
    <message>
        <source>%1 parameters, Llama-style shape (%2)</source>
        <translation>%1 parámetros, forma tipo Llama (%2)</translation>
    </message>
    <message>
        <source>Checked against</source>
        <translation>Contrastado con</translation>
    </message>
    <message>
        <source>real steps took %1-%2 x this (%3 runs)</source>
        <translation>los pasos reales tardaron %1-%2 x esto (%3 ejecuciones)</translation>
    </message>
    <message>
        <source>no real run of this kind compared yet</source>
        <translation>aún no se ha comparado ninguna ejecución real de este tipo</translation>
    </message>
    <message>
        <source>training steps only</source>
        <translation>solo pasos de entrenamiento</translation>
    </message>
    <message>
        <source>real runs were compared with the published efficiencies, not measured ones</source>
        <translation>las ejecuciones reales se compararon con las eficiencias publicadas, no con medidas</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits with everything else unchanged (strictly: with the allocator&apos;s reserve and NCCL&apos;s buffers as estimated).</source>
        <translation>El mayor microlote que cabe sin cambiar nada más (en sentido estricto: con la reserva del asignador y los búferes de NCCL según lo estimado).</translation>
    </message>
    <message>
        <source>Fewest GPUs that fit this model with the same strategy, and with ZeRO-3 (strictly, as above).</source>
        <translation>El mínimo de GPU en que cabe este modelo con la misma estrategia, y con ZeRO-3 (en sentido estricto, como arriba).</translation>
    </message>
    <message>
        <source>%1: tight, fits only while the allocator reserve stays below %2</source>
        <translation>%1: justo, solo cabe mientras la reserva del asignador se mantenga por debajo de %2</translation>
    </message>
    <message>
        <source>no room for one request&apos;s KV cache</source>
        <translation>no hay sitio para la caché KV de una solicitud</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>no válido</translation>
    </message>
    <message>
        <source>Invalid scenario: %1</source>
        <translation>Escenario no válido: %1</translation>
    </message>
    <message>
        <source>Price / GPU-hour</source>
        <translation>Precio / hora de GPU</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Precio por hora de GPU</translation>
    </message>
    <message>
        <source>At the predicted speed: the training tokens (at least one step&apos;s) / the step-time model&apos;s tokens per second. At the assumed MFU: 6ND / (GPUs x dense peak x MFU).</source>
        <translation>A la velocidad prevista: los tokens de entrenamiento (al menos los de un paso) / tokens por segundo del modelo de tiempo de paso. Con la MFU supuesta: 6ND / (GPU x pico denso x MFU).</translation>
    </message>
    <message>
        <source>%1 at the assumed %2 % MFU (%3)</source>
        <translation>%1 con la MFU supuesta del %2 % (%3)</translation>
    </message>
    <message>
        <source>%1 at the predicted speed; %2</source>
        <translation>%1 a la velocidad prevista; %2</translation>
    </message>
    <message>
        <source>hidden until the exercise is answered</source>
        <translation>oculto hasta que se responda el ejercicio</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Time to first token, the serving block&apos;s engine at its load: the wait before admission, then the prompt&apos;s chunks in the running batch&apos;s steps.</source>
        <translation>Tiempo hasta el primer token, el motor del bloque serving a su carga: la espera antes de la admisión y luego los fragmentos del prompt en los pasos del lote en curso.</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: the average engine step at the load: weights and KV cache read, the FLOPs, a fixed overhead per step (launches, collectives, the scheduler); and what limits it.</source>
        <translation>Tiempo por token de salida: el paso medio del motor a esa carga: leer pesos y caché KV, los FLOPs, una sobrecarga fija por paso (lanzamientos, colectivas, el planificador); y lo que lo limita.</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <source>Output tokens per second per GPU and requests per second at the serving block&apos;s load. The Serving tab draws them against the requests in flight.</source>
        <translation>Tokens de salida por segundo por GPU y peticiones por segundo a la carga del bloque serving. La pestaña Servicio los dibuja frente a las peticiones en curso.</translation>
    </message>
    <message>
        <source>A bound, not the prediction: the roofline of the phase at the inference batch, every operation at its roof, no per-step overhead. The serving block&apos;s figures (the Inference column) are the prediction.</source>
        <translation>Una cota, no la predicción: el roofline de la fase con el lote de inferencia, cada operación en su techo, sin sobrecarga por paso. Las cifras del bloque serving (columna Inferencia) son la predicción.</translation>
    </message>
    <message>
        <source>Roofline bounds</source>
        <translation>Cotas del roofline</translation>
    </message>
    <message>
        <source>Step time bound</source>
        <translation>Cota del tiempo de paso</translation>
    </message>
    <message>
        <source>MFU bound</source>
        <translation>Cota de MFU</translation>
    </message>
    <message>
        <source>Throughput bound</source>
        <translation>Cota de rendimiento</translation>
    </message>
    <message>
        <source>at least %1 per token at batch %2</source>
        <translation>al menos %1 por token con lote %2</translation>
    </message>
    <message>
        <source>at least %1 per prompt batch of %2</source>
        <translation>al menos %1 por lote de prompts de %2</translation>
    </message>
    <message>
        <source>at most %1 %</source>
        <translation>como máximo %1 %</translation>
    </message>
    <message>
        <source>at most %1 tokens/s at batch %2</source>
        <translation>como máximo %1 tokens/s con lote %2</translation>
    </message>
    <message>
        <source> (target %1: met)</source>
        <translation> (objetivo %1: cumplido)</translation>
    </message>
    <message>
        <source> (target %1: missed)</source>
        <translation> (objetivo %1: no cumplido)</translation>
    </message>
    <message>
        <source>%1, of it %2 queueing</source>
        <translation>%1, de ello %2 en cola</translation>
    </message>
    <message>
        <source>%1, limited by %2</source>
        <translation>%1, limitado por %2</translation>
    </message>
    <message>
        <source>%1 output tokens/s per GPU, %2 requests/s at %3 in flight</source>
        <translation>%1 tokens de salida/s por GPU, %2 peticiones/s con %3 en curso</translation>
    </message>
    <message>
        <source>Training run (for reference)</source>
        <translation>Entrenamiento (como referencia)</translation>
    </message>
    <message>
        <source>published runs were compared with the published efficiencies, not your GPU&apos;s</source>
        <translation>las ejecuciones publicadas se compararon con las eficiencias publicadas, no con las de su GPU</translation>
    </message>
    <message>
        <source>no published serving run of this kind compared yet</source>
        <translation>aún no se ha comparado ninguna ejecución de servicio publicada de este tipo</translation>
    </message>
    <message>
        <source>%1: %2 runs with a published TTFT, %3 with a TPOT, %4 with a throughput; %5</source>
        <translation>%1: %2 ejecuciones con TTFT publicado, %3 con TPOT, %4 con rendimiento; %5</translation>
    </message>
    <message>
        <source>How far real training steps of the same kind were from this model: the lowest and highest measured / predicted step time over the runs compared (docs/validation.md). For kinds of run no real step was compared with, nothing says how far it is.</source>
        <translation>Cuánto se alejaron de este modelo los pasos de entrenamiento reales del mismo tipo: el menor y el mayor cociente de tiempo de paso medido / predicho en las ejecuciones comparadas (docs/validation.md). Para los tipos de ejecución con los que no se comparó ningún paso real, nada dice cuánto se aleja.</translation>
    </message>
    <message>
        <source>How far published, measured runs of the same engine were from this model: for TTFT, TPOT and throughput each, the lowest and highest published / predicted over the runs that publish it (docs/validation.md). A scenario unlike all of them (another GPU generation, a mixture of experts, pipeline stages, a draft model, disaggregated pools) gets none.</source>
        <translation>Cuánto se alejaron de este modelo las ejecuciones publicadas y medidas del mismo motor: para TTFT, TPOT y rendimiento, el menor y el mayor cociente publicado / predicho en las ejecuciones que lo publican (docs/validation.md). Un escenario distinto de todas ellas (otra generación de GPU, una mezcla de expertos, etapas de pipeline, un modelo borrador, grupos desagregados) no recibe ninguno.</translation>
    </message>
    <message>
        <source>published / predicted: %1</source>
        <translation>publicado / predicho: %1</translation>
    </message>
</context>
<context>
    <name>rooflab::NapkinPriceField</name>
    <message>
        <source>not set</source>
        <translation>sin definir</translation>
    </message>
    <message>
        <source>What one GPU-hour costs (cloud list price or amortised); the cost row follows it. 0 hides the cost. The same price as Run and cost in the sidebar.</source>
        <translation>Lo que cuesta una hora de GPU (precio de lista en la nube o amortizado); la fila de coste lo sigue. 0 oculta el coste. El mismo precio que en Ejecución y coste de la barra lateral.</translation>
    </message>
</context>
<context>
    <name>rooflab::NumberFormatPanel</name>
    <message>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <source>Number formats</source>
        <translation>Formatos numéricos</translation>
    </message>
    <message>
        <source>Type a value to see the nearest value each format can hold, its bits, and what rounding costs.</source>
        <translation>Escriba un valor para ver el valor más cercano que puede representar cada formato, sus bits y lo que cuesta el redondeo.</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Valor:</translation>
    </message>
    <message>
        <source>Value to round</source>
        <translation>Valor que se redondeará</translation>
    </message>
    <message>
        <source>A decimal number such as 0.1, 1e-8, 500 or -3.5e4, written with your locale&apos;s decimal separator or a dot. inf and nan work too.</source>
        <translation>Un número decimal como 0.1, 1e-8, 500 o -3.5e4, escrito con el separador decimal de su configuración regional o con un punto. También se admiten inf y nan.</translation>
    </message>
    <message>
        <source>e.g. 0.1, 1e-8, 500</source>
        <translation>p. ej. 0.1, 1e-8, 500</translation>
    </message>
    <message>
        <source>0.1 has no exact binary representation in any format.</source>
        <translation>0.1 no tiene una representación binaria exacta en ningún formato.</translation>
    </message>
    <message>
        <source>1e-8 underflows to zero in FP16 but not in BF16, which has FP32&apos;s range.</source>
        <translation>1e-8 se redondea a cero en FP16, pero no en BF16, que tiene el rango de FP32.</translation>
    </message>
    <message>
        <source>500 lies beyond FP8 E4M3&apos;s largest value, 448.</source>
        <translation>500 supera el mayor valor de FP8 E4M3, 448.</translation>
    </message>
    <message>
        <source>70000 lies beyond FP16&apos;s largest value, 65504.</source>
        <translation>70000 supera el mayor valor de FP16, 65504.</translation>
    </message>
    <message>
        <source>2049 lies halfway between two FP16 values: ties go to the even one, 2048.</source>
        <translation>2049 está justo a medio camino entre dos valores de FP16: los empates van al par, 2048.</translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation>Probar %1</translation>
    </message>
    <message>
        <source>&amp;Saturate FP8 E4M3 and FP4 E2M1</source>
        <translation>&amp;Saturar FP8 E4M3 y FP4 E2M1</translation>
    </message>
    <message>
        <source>Saturate on overflow</source>
        <translation>Saturar al desbordar</translation>
    </message>
    <message>
        <source>Off: OFP8 non-saturating mode, values beyond E4M3&apos;s 448 become NaN (E2M1 has no NaN and clamps to ±6 either way). On: OFP8 saturation mode, they clamp to ±max, the usual choice when casting to FP8 for training and inference.</source>
        <translation>Desactivado: modo no saturante de OFP8; los valores más allá de 448 en E4M3 pasan a ser NaN (E2M1 no tiene NaN y se limita a ±6 en ambos casos). Activado: modo de saturación de OFP8; se limitan a ±máx., la opción habitual al convertir a FP8 para entrenamiento e inferencia.</translation>
    </message>
    <message>
        <source>Input error</source>
        <translation>Error de entrada</translation>
    </message>
    <message>
        <source>Number formats table</source>
        <translation>Tabla de formatos numéricos</translation>
    </message>
    <message>
        <source>Nearest value: round to nearest, ties to even (IEEE 754-2019), subnormals included. ε is the gap between 1 and the next larger value. Sources: IEEE 754-2019; OCP OFP8 1.0 (E4M3, E5M2); OCP MX 1.0 (E2M1); NVIDIA (TF32); Google (bfloat16).</source>
        <translation>Valor más cercano: redondeo al más cercano, empates al par (IEEE 754-2019), subnormales incluidos. ε es la distancia entre 1 y el siguiente valor mayor. Fuentes: IEEE 754-2019; OCP OFP8 1.0 (E4M3, E5M2); OCP MX 1.0 (E2M1); NVIDIA (TF32); Google (bfloat16).</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Name, and sign + exponent + mantissa bits.</source>
        <translation>Nombre, y bits de signo + exponente + mantisa.</translation>
    </message>
    <message>
        <source>Bits:</source>
        <translation>Bits:</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>sign</source>
        <translation>signo</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>exponent</source>
        <translation>exponente</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>mantissa</source>
        <translation>mantisa</translation>
    </message>
    <message>
        <source>One box per bit of the nearest value: sign, then the biased exponent, then the stored mantissa (fraction) bits.</source>
        <translation>Una casilla por bit del valor más cercano: el signo, luego el exponente sesgado y luego los bits almacenados de la mantisa (fracción).</translation>
    </message>
    <message>
        <source>Nearest value</source>
        <translation>Valor más cercano</translation>
    </message>
    <message>
        <source>The format&apos;s value nearest to the input, marked in red when the input underflows to zero or overflows. &quot;≈&quot; marks a value shown rounded to the digits that tell it apart from its neighbours.</source>
        <translation>El valor del formato más cercano a la entrada, marcado en rojo cuando la entrada se redondea a cero o desborda. &quot;≈&quot; marca un valor mostrado redondeado a los dígitos que lo distinguen de sus vecinos.</translation>
    </message>
    <message>
        <source>Relative
error</source>
        <translation>Error
relativo</translation>
    </message>
    <message>
        <source>|nearest − input| / |input|; 1 when the value is lost (zero, infinity, NaN).</source>
        <translation>|más cercano − entrada| / |entrada|; 1 cuando el valor se pierde (cero, infinito, NaN).</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Rango</translation>
    </message>
    <message>
        <source>Largest finite value and smallest normal value.</source>
        <translation>Mayor valor finito y menor valor normal.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>ε: the gap between 1 and the next value (relative precision); the smallest subnormal: the smallest positive value.</source>
        <translation>ε: la distancia entre 1 y el siguiente valor (precisión relativa); el menor subnormal: el menor valor positivo.</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 bits</source>
        <translation>%1 + %2 + %3 bits</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 bits
stored in %4 bits</source>
        <translation>%1 + %2 + %3 bits
almacenados en %4 bits</translation>
    </message>
    <message>
        <source>Exponent bias %1. Infinity: %2. NaN: %3. Source: %4.</source>
        <translation>Sesgo del exponente %1. Infinito: %2. NaN: %3. Fuente: %4.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>none</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>%1 bits</translation>
    </message>
    <message>
        <source>The %1 value nearest to the input.</source>
        <translation>El valor de %1 más cercano a la entrada.</translation>
    </message>
    <message>
        <source>%1 nearest value</source>
        <translation>Valor más cercano en %1</translation>
    </message>
    <message>
        <source>Relative error of %1: |nearest − input| / |input|.</source>
        <translation>Error relativo de %1: |más cercano − entrada| / |entrada|.</translation>
    </message>
    <message>
        <source>%1 relative error</source>
        <translation>Error relativo en %1</translation>
    </message>
    <message>
        <source>Largest finite value and smallest normal value of %1.</source>
        <translation>Mayor valor finito y menor valor normal de %1.</translation>
    </message>
    <message>
        <source>max %1
min normal %2</source>
        <translation>máx. %1
mín. normal %2</translation>
    </message>
    <message>
        <source>%1 range</source>
        <translation>Rango de %1</translation>
    </message>
    <message>
        <source>Epsilon (gap between 1 and the next %1 value) and the smallest positive value.</source>
        <translation>Épsilon (distancia entre 1 y el siguiente valor de %1) y el menor valor positivo.</translation>
    </message>
    <message>
        <source>ε %1
min subnormal %2</source>
        <translation>ε %1
mín. subnormal %2</translation>
    </message>
    <message>
        <source>%1 precision</source>
        <translation>Precisión de %1</translation>
    </message>
    <message>
        <source>Type a number, e.g. 0.1 or 1e-8.</source>
        <translation>Escriba un número, p. ej. 0.1 o 1e-8.</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>«%1» no es un número.</translation>
    </message>
    <message>
        <source>Still showing %1.</source>
        <translation>Se sigue mostrando %1.</translation>
    </message>
    <message>
        <source>0 (exact)</source>
        <translation>0 (exacto)</translation>
    </message>
    <message>
        <source>underflow → 0</source>
        <translation>subdesbordamiento → 0</translation>
    </message>
    <message>
        <source>The input is below half of %1&apos;s smallest subnormal (%2), so it rounds to zero: the value is lost.</source>
        <translation>La entrada es menor que la mitad del menor subnormal de %1 (%2), así que se redondea a cero: el valor se pierde.</translation>
    </message>
    <message>
        <source>overflow → %1</source>
        <translation>desbordamiento → %1</translation>
    </message>
    <message>
        <source>This format has no infinity, so the value becomes NaN.</source>
        <translation>Este formato no tiene infinito, así que el valor pasa a ser NaN.</translation>
    </message>
    <message>
        <source>The value becomes infinity.</source>
        <translation>El valor pasa a ser infinito.</translation>
    </message>
    <message>
        <source>The value is clamped to the largest finite value.</source>
        <translation>El valor se limita al mayor valor finito.</translation>
    </message>
    <message>
        <source>The input lies beyond %1&apos;s largest finite value (%2). %3</source>
        <translation>La entrada supera el mayor valor finito de %1 (%2). %3</translation>
    </message>
    <message>
        <source>no NaN code</source>
        <translation>sin código NaN</translation>
    </message>
    <message>
        <source>%1 has no encoding for NaN; its bits show 0.</source>
        <translation>%1 no tiene codificación para NaN; sus bits muestran 0.</translation>
    </message>
</context>
<context>
    <name>rooflab::NumericsControls</name>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD + momentum</source>
        <translation>SGD + momentum</translation>
    </message>
    <message>
        <source>AdaGrad</source>
        <translation>AdaGrad</translation>
    </message>
    <message>
        <source>RMSProp</source>
        <translation>RMSProp</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-bit</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Numerics and optimizer</source>
        <translation>Numérica y optimizador</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Number formats of training: fp32; mixed precision (bf16/fp16/fp8 compute with an fp32 master copy and fp32 optimizer states); pure bf16 (no master copy); or PyTorch AMP (torch.autocast over fp32 weights: 16-bit copies of the weights for the matmuls, no master copy).</source>
        <translation>Formatos numéricos del entrenamiento: fp32; precisión mixta (cómputo en bf16/fp16/fp8 con una copia maestra en fp32 y estados del optimizador en fp32); bf16 pura (sin copia maestra); o PyTorch AMP (torch.autocast sobre pesos en fp32: copias de 16 bits de los pesos para las matmul, sin copia maestra).</translation>
    </message>
    <message>
        <source>%1 (autocast)</source>
        <translation>%1 (autocast)</translation>
    </message>
    <message>
        <source>custom mix</source>
        <translation>mezcla personalizada</translation>
    </message>
    <message>
        <source>dtype mix...</source>
        <translation>mezcla de dtypes...</translation>
    </message>
    <message>
        <source>Edit dtype mix</source>
        <translation>Editar la mezcla de dtypes</translation>
    </message>
    <message>
        <source>Choose the storage dtype of weights, gradients, master copy, optimizer states, activations and logits one by one.</source>
        <translation>Elija uno a uno el dtype de almacenamiento de los pesos, los gradientes, la copia maestra, los estados del optimizador, las activaciones y los logits.</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <source>Sets how many state values the optimizer keeps per parameter: none (SGD), one (momentum, AdaGrad, RMSProp, Lion), two (Adam, AdamW), two 8-bit (AdamW 8-bit) or factored row/column statistics (Adafactor).</source>
        <translation>Determina cuántos valores de estado guarda el optimizador por parámetro: ninguno (SGD), uno (momentum, AdaGrad, RMSProp, Lion), dos (Adam, AdamW), dos de 8 bits (AdamW 8-bit) o estadísticas factorizadas por filas/columnas (Adafactor).</translation>
    </message>
</context>
<context>
    <name>rooflab::OffloadControls</name>
    <message>
        <source>on the GPU</source>
        <translation>en la GPU</translation>
    </message>
    <message>
        <source>host memory (ZeRO-Offload)</source>
        <translation>memoria del host (ZeRO-Offload)</translation>
    </message>
    <message>
        <source>NVMe (ZeRO-Infinity)</source>
        <translation>NVMe (ZeRO-Infinity)</translation>
    </message>
    <message>
        <source>host memory</source>
        <translation>memoria del host</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>host memory (all but one layer)</source>
        <translation>memoria del host (todas menos una capa)</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Descarga</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <source>Where the optimizer step runs. Host memory: DeepSpeed&apos;s ZeRO-Offload keeps the fp32 weights, fp32 gradients and the optimizer states in the host&apos;s RAM (18 bytes per parameter with Adam), sends the gradients over PCIe and steps on the CPU. NVMe: ZeRO-Infinity swaps the states from the drives every step. Needs ZeRO stage 1 or more.</source>
        <translation>Dónde se ejecuta el paso del optimizador. Memoria del host: ZeRO-Offload de DeepSpeed guarda los pesos fp32, los gradientes fp32 y los estados del optimizador en la RAM del host (18 bytes por parámetro con Adam), envía los gradientes por PCIe y da el paso en la CPU. NVMe: ZeRO-Infinity trae los estados de las unidades en cada paso. Requiere la etapa ZeRO 1 o superior.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>ZeRO-3 with the optimizer offloaded: the 16-bit parameter shards also live on the host (or NVMe) and travel over PCIe before every forward and backward.</source>
        <translation>ZeRO-3 con el optimizador descargado: los fragmentos de parámetros de 16 bits también residen en el host (o en NVMe) y viajan por PCIe antes de cada pasada hacia delante y hacia atrás.</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activaciones</translation>
    </message>
    <message>
        <source>Transformer Engine&apos;s CPU offload: every layer&apos;s saved activations go to the host while the next layers run and come back for the backward; one layer stays.</source>
        <translation>Descarga a CPU de Transformer Engine: las activaciones guardadas de cada capa van al host mientras corren las siguientes capas y vuelven para la pasada hacia atrás; una capa se queda.</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>RAM del host</translation>
    </message>
    <message>
        <source>Host RAM per node</source>
        <translation>RAM del host por nodo</translation>
    </message>
    <message>
        <source>The host memory one node has for what is offloaded, checked against all of its GPUs&apos; processes. &apos;from the database&apos; uses the GPU&apos;s usual server (2 TB for a DGX H100).</source>
        <translation>La memoria del host de un nodo para lo descargado, comparada con los procesos de todas sus GPU. «de la base de datos» usa el servidor habitual de la GPU (2 TB en una DGX H100).</translation>
    </message>
    <message>
        <source>from the database</source>
        <translation>de la base de datos</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
</context>
<context>
    <name>rooflab::ParetoChart</name>
    <message>
        <source>Pareto front</source>
        <translation>Frente de Pareto</translation>
    </message>
    <message>
        <source>Search to see the layouts here</source>
        <translation>Busque para ver aquí las distribuciones</translation>
    </message>
    <message numerus="yes">
        <source>Pareto front of %n layout(s)</source>
        <translation>
            <numerusform>Frente de Pareto de %n distribución</numerusform>
            <numerusform>Frente de Pareto de %n distribuciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory headroom per GPU (%1)</source>
        <translation>Margen de memoria por GPU (%1)</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s por GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Cabe</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Justo</translation>
    </message>
</context>
<context>
    <name>rooflab::PlanPanel</name>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>No search: %1</source>
        <translation>Sin búsqueda: %1</translation>
    </message>
    <message>
        <source>%1 layouts tried, %2 fit, in %3</source>
        <translation>%1 distribuciones probadas, %2 caben, en %3</translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation>Cancelada: %1</translation>
    </message>
    <message numerus="yes">
        <source>no layout fits; %n GPU(s) would</source>
        <translation>
            <numerusform>ninguna distribución cabe; con %n GPU cabría</numerusform>
            <numerusform>ninguna distribución cabe; con %n GPU cabría</numerusform>
        </translation>
    </message>
    <message>
        <source>no layout fits</source>
        <translation>ninguna distribución cabe</translation>
    </message>
    <message>
        <source>Use layout %1 (%2)</source>
        <translation>Usar distribución %1 (%2)</translation>
    </message>
    <message>
        <source>Export Layouts</source>
        <translation>Exportar distribuciones</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export layouts</source>
        <translation>No se pueden exportar las distribuciones</translation>
    </message>
    <message>
        <source>Global &amp;batch:</source>
        <translation>&amp;Lote global:</translation>
    </message>
    <message>
        <source>Sequences per optimizer step: data-parallel ranks × micro-batch × accumulation (plan.global_batch).</source>
        <translation>Secuencias por paso del optimizador: rangos de paralelismo de datos × micro-lote × acumulación (plan.global_batch).</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Lote global</translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>Search every GPU count from the first to this one (plan.gpus).</source>
        <translation>Buscar cada número de GPU desde el primero hasta este (plan.gpus).</translation>
    </message>
    <message>
        <source>Most GPUs</source>
        <translation>Máximo de GPU</translation>
    </message>
    <message>
        <source>Hold as set:</source>
        <translation>Mantener como está:</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Etapa ZeRO</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-lote</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Recomputación</translation>
    </message>
    <message>
        <source>Keep this at the scenario&apos;s value while searching (plan.fixed).</source>
        <translation>Mantener el valor del escenario durante la búsqueda (plan.fixed).</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>Try every layout of this model on these GPUs at this global batch and rank them.</source>
        <translation>Probar cada distribución de este modelo en estas GPU con este lote global y ordenarlas.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Use this layout</source>
        <translation>&amp;Usar esta distribución</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>The GPUs the layouts split the run over; with “up to”, the fewest searched.</source>
        <translation>Las GPU entre las que las distribuciones reparten el entrenamiento; con «hasta», el mínimo buscado.</translation>
    </message>
    <message>
        <source>The most GPUs searched (plan.gpus).</source>
        <translation>El máximo de GPU buscado (plan.gpus).</translation>
    </message>
    <message>
        <source>Results are for the scenario before your last edit</source>
        <translation>Los resultados son del escenario anterior a su última modificación</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Set the selected layout in the scenario (one undo step). Not for stale results: search again first.</source>
        <translation>Aplica la distribución seleccionada al escenario (un paso de deshacer). No con resultados obsoletos: busque de nuevo primero.</translation>
    </message>
    <message>
        <source>Results are for the scenario before your last edit — &lt;a href=&quot;search&quot;&gt;Search again&lt;/a&gt;</source>
        <translation>Los resultados son del escenario anterior a su última modificación — &lt;a href=&quot;search&quot;&gt;Buscar de nuevo&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>rooflab::PlanTableModel</name>
    <message>
        <source>Fits</source>
        <translation>Cabe</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Justo</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>No cabe</translation>
    </message>
    <message>
        <source>Near-tie group %1: the layouts of a group are within 1 % of each other</source>
        <translation>Grupo de casi empate %1: las distribuciones de un grupo están a menos del 1 % entre sí</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Distribución</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Tiempo por paso</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s por GPU</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Memoria pico</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Why not first</source>
        <translation>Por qué no es la primera</translation>
    </message>
    <message>
        <source>%1 GPUs · %2</source>
        <translation>%1 GPU · %2</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Tiempo hasta el primer token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Tiempo por token de salida</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Tokens de salida/s por GPU</translation>
    </message>
    <message>
        <source>Meets SLO</source>
        <translation>Cumple el SLO</translation>
    </message>
</context>
<context>
    <name>rooflab::PrecisionDialog</name>
    <message>
        <source>Dtype mix</source>
        <translation>Mezcla de dtypes</translation>
    </message>
    <message>
        <source>Storage format of each part of training state. Bytes per parameter follow directly; the matmul dtype picks the peak FLOP/s.</source>
        <translation>Formato de almacenamiento de cada parte del estado de entrenamiento. Los bytes por parámetro se deducen directamente; el dtype de matmul determina los FLOP/s pico.</translation>
    </message>
    <message>
        <source>Start from preset</source>
        <translation>Partir de un preajuste</translation>
    </message>
    <message>
        <source>Fill every field below from a named preset, then adjust.</source>
        <translation>Rellena todos los campos de abajo a partir de un preajuste con nombre; después, ajústelos.</translation>
    </message>
    <message>
        <source>(keep)</source>
        <translation>(mantener)</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Working weights</source>
        <translation>Pesos de trabajo</translation>
    </message>
    <message>
        <source>The copy of the weights the forward and backward passes read.</source>
        <translation>La copia de los pesos que leen las pasadas hacia delante y hacia atrás.</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <source>Gradient buffers, one value per parameter.</source>
        <translation>Búferes de gradientes, un valor por parámetro.</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>Pesos maestros</translation>
    </message>
    <message>
        <source>The high-precision copy the optimizer updates in mixed precision; none when the working weights are the only copy.</source>
        <translation>La copia de alta precisión que actualiza el optimizador en precisión mixta; ninguna cuando los pesos de trabajo son la única copia.</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Estados del optimizador</translation>
    </message>
    <message>
        <source>Momentum / variance buffers (how many depends on the optimizer).</source>
        <translation>Búferes de momento / varianza (cuántos, depende del optimizador).</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activaciones</translation>
    </message>
    <message>
        <source>Tensors saved for the backward pass.</source>
        <translation>Tensores guardados para la pasada hacia atrás.</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>The vocabulary-sized output and cross-entropy buffer, often kept in fp32.</source>
        <translation>La salida del tamaño del vocabulario y el búfer de la entropía cruzada, a menudo en fp32.</translation>
    </message>
    <message>
        <source>Matmul dtype</source>
        <translation>Dtype de matmul</translation>
    </message>
    <message>
        <source>The tensor-core format the matmuls run in: its peak sets time and the roofline.</source>
        <translation>El formato de tensor cores en que se ejecutan las matmul: su pico determina el tiempo y el roofline.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>%1 (%2 bits)</source>
        <translation>%1 (%2 bits)</translation>
    </message>
    <message>
        <source>Autocast (torch.autocast)</source>
        <translation>Autocast (torch.autocast)</translation>
    </message>
    <message>
        <source>The matmuls run in the activations&apos; dtype on 16-bit copies of the weights, made in each forward and kept for the backward; the residual stream and the norms stay in the weights&apos; dtype. Usually with fp32 weights and no master copy.</source>
        <translation>Las matmul se ejecutan en el dtype de las activaciones sobre copias de 16 bits de los pesos, creadas en cada pasada hacia delante y guardadas para la pasada hacia atrás; el flujo residual y las normalizaciones se quedan en el dtype de los pesos. Normalmente con pesos en fp32 y sin copia maestra.</translation>
    </message>
    <message>
        <source>FP8 scaling</source>
        <translation>Escalado FP8</translation>
    </message>
    <message>
        <source>delayed (per tensor, amax history)</source>
        <translation>diferido (por tensor, historial de amax)</translation>
    </message>
    <message>
        <source>current (per tensor)</source>
        <translation>actual (por tensor)</translation>
    </message>
    <message>
        <source>blocks (1 × 128, 128 × 128)</source>
        <translation>bloques (1 × 128, 128 × 128)</translation>
    </message>
    <message>
        <source>FP8 all-gather (FSDP)</source>
        <translation>All-gather en FP8 (FSDP)</translation>
    </message>
    <message>
        <source>torchao&apos;s enable_fsdp_float8_all_gather: under ZeRO-3/FSDP the layers&apos; linear weights are cast to FP8 before the all-gather, which then sends and holds 1 byte per weight instead of 2. Only with an FP8 matmul dtype and ZeRO-3.</source>
        <translation>enable_fsdp_float8_all_gather de torchao: con ZeRO-3/FSDP, los pesos lineales de las capas se convierten a FP8 antes del all-gather, que entonces envía y guarda 1 byte por peso en lugar de 2. Solo con un dtype de matmul FP8 y ZeRO-3.</translation>
    </message>
    <message>
        <source>How an FP8 recipe scales its tensors (Megatron-LM&apos;s --fp8-recipe). Delayed scaling also keeps an FP8 copy of the attention output projection&apos;s input. Rows is torchao&apos;s rowwise recipe (torchtitan&apos;s float8.recipe_name &quot;rowwise&quot;), torchtitan only. MXFP8 and NVFP4 are chosen by the matmul dtype.</source>
        <translation>Cómo escala sus tensores una receta FP8 (--fp8-recipe de Megatron-LM). El escalado diferido guarda además una copia FP8 de la entrada de la proyección de salida de la atención. Filas es la receta por filas de torchao (float8.recipe_name &quot;rowwise&quot; de torchtitan), solo con torchtitan. MXFP8 y NVFP4 se eligen con el dtype de las matmul.</translation>
    </message>
    <message>
        <source>rows (torchao, torchtitan)</source>
        <translation>filas (torchao, torchtitan)</translation>
    </message>
</context>
<context>
    <name>rooflab::PresentationStrip</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selectivo</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>cada k capas</translation>
    </message>
    <message>
        <source>0 (DDP)</source>
        <translation>0 (DDP)</translation>
    </message>
    <message>
        <source>1 (optimizer)</source>
        <translation>1 (optimizador)</translation>
    </message>
    <message>
        <source>2 (+ gradients)</source>
        <translation>2 (+ gradientes)</translation>
    </message>
    <message>
        <source>3 (+ weights)</source>
        <translation>3 (+ pesos)</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>Tamaño del modelo</translation>
    </message>
    <message>
        <source>Parameters of a size-only model (a Llama-style shape derived from the count). Dragging it replaces a published architecture with a size-only model.</source>
        <translation>Parámetros de un modelo solo por tamaño (una forma tipo Llama derivada del número). Al arrastrarlo, una arquitectura publicada se sustituye por un modelo solo por tamaño.</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longitud de secuencia</translation>
    </message>
    <message>
        <source>Tokens per training sequence.</source>
        <translation>Tokens por secuencia de entrenamiento.</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-lote</translation>
    </message>
    <message>
        <source>Sequences each GPU processes per forward/backward pass.</source>
        <translation>Secuencias que procesa cada GPU por pasada hacia delante y hacia atrás.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs in the run: the data-parallel degree is what tensor and pipeline parallelism leave.</source>
        <translation>GPU de la ejecución: el grado de paralelismo de datos es lo que dejan el paralelismo de tensores y el de pipeline.</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>Checkpointing</translation>
    </message>
    <message>
        <source>Activation checkpointing: selective recomputes the attention core, full keeps only each layer&apos;s input.</source>
        <translation>Checkpointing de activaciones: el selectivo recalcula el núcleo de atención; el completo guarda solo la entrada de cada capa.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Etapa de ZeRO</translation>
    </message>
    <message>
        <source>What the data-parallel GPUs shard: 1 the optimizer states, 2 also the gradients, 3 also the weights.</source>
        <translation>Lo que reparten las GPU en paralelismo de datos: 1 los estados del optimizador, 2 también los gradientes, 3 también los pesos.</translation>
    </message>
    <message>
        <source>Previous lecture (Page Up)</source>
        <translation>Clase anterior (Re Pág)</translation>
    </message>
    <message>
        <source>Previous lecture</source>
        <translation>Clase anterior</translation>
    </message>
    <message>
        <source>Next lecture (Page Down)</source>
        <translation>Siguiente clase (Av Pág)</translation>
    </message>
    <message>
        <source>Next lecture</source>
        <translation>Siguiente clase</translation>
    </message>
    <message>
        <source>Lecture %1 / %2</source>
        <translation>Clase %1 / %2</translation>
    </message>
    <message>
        <source>Lectures</source>
        <translation>Clases</translation>
    </message>
    <message>
        <source>op-selective</source>
        <translation>op-selectivo</translation>
    </message>
    <message>
        <source>block (first N layers)</source>
        <translation>bloque (primeras N capas)</translation>
    </message>
</context>
<context>
    <name>rooflab::RooflineChart</name>
    <message>
        <source>training</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>decodificación</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limitado por memoria</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limitado por cómputo</translation>
    </message>
    <message>
        <source>arithmetic intensity (FLOP/byte)</source>
        <translation>intensidad aritmética (FLOP/byte)</translation>
    </message>
    <message>
        <source>attainable TFLOP/s</source>
        <translation>TFLOP/s alcanzables</translation>
    </message>
    <message>
        <source>memory-bound op</source>
        <translation>op. limitada por memoria</translation>
    </message>
    <message>
        <source>compute-bound op</source>
        <translation>op. limitada por cómputo</translation>
    </message>
    <message>
        <source>%1 roofline — %2</source>
        <translation>Roofline de %1 — %2</translation>
    </message>
    <message>
        <source>compute in %1</source>
        <translation>cómputo en %1</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU</source>
        <translation>%1 tokens/s por GPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1
FLOPs: %2
bytes: %3
intensity: %4 FLOP/B
attainable: %5
%6
time: %7</source>
        <translation>%1
FLOPs: %2
bytes: %3
intensidad: %4 FLOP/B
alcanzable: %5
%6
tiempo: %7</translation>
    </message>
    <message>
        <source>%1 (%2)
intensity: %3 FLOP/B
measured: %4</source>
        <translation>%1 (%2)
intensidad: %3 FLOP/B
medido: %4</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/B</source>
        <translation>cresta %1 FLOP/B</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>memoria %1</translation>
    </message>
    <message>
        <source>FP32 vector</source>
        <translation>FP32 vectorial</translation>
    </message>
    <message>
        <source>FP32 vector (CUDA cores) %1</source>
        <translation>FP32 vectorial (núcleos CUDA) %1</translation>
    </message>
    <message>
        <source>%1% of datasheet</source>
        <translation>%1% de la hoja de datos</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>medido %1</translation>
    </message>
    <message>
        <source>measured %1 %2</source>
        <translation>medido %1 %2</translation>
    </message>
    <message>
        <source>another GPU: %1</source>
        <translation>otra GPU: %1</translation>
    </message>
    <message>
        <source>predicted %1 per token</source>
        <translation>previsto %1 por token</translation>
    </message>
    <message>
        <source>predicted %1 per step</source>
        <translation>previsto %1 por paso</translation>
    </message>
    <message>
        <source>MFU %1 %</source>
        <translation>MFU %1 %</translation>
    </message>
    <message>
        <source>roofline bound: %1 per token</source>
        <translation>cota del roofline: %1 por token</translation>
    </message>
    <message>
        <source>roofline bound: %1 per step</source>
        <translation>cota del roofline: %1 por paso</translation>
    </message>
    <message>
        <source>MFU at most %1 %</source>
        <translation>MFU como máximo %1 %</translation>
    </message>
    <message>
        <source>serving: TTFT %1, TPOT %2, %3 tokens/s per GPU</source>
        <translation>servicio: TTFT %1, TPOT %2, %3 tokens/s por GPU</translation>
    </message>
</context>
<context>
    <name>rooflab::RunControls</name>
    <message>
        <source>Run and cost</source>
        <translation>Entrenamiento y coste</translation>
    </message>
    <message>
        <source>Training tokens (D)</source>
        <translation>Tokens de entrenamiento (D)</translation>
    </message>
    <message>
        <source>Tokens the whole run trains on: with 6ND it sets total FLOPs, days, GPU-hours and cost. Chinchilla-optimal is about 20 tokens per parameter.</source>
        <translation>Tokens con los que se entrena en total: con 6ND determinan los FLOPs totales, los días, las horas-GPU y el coste. El óptimo de Chinchilla es de unos 20 tokens por parámetro.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>sin definir</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Utilización de FLOPs del modelo</translation>
    </message>
    <message>
        <source>Fraction of the GPUs&apos; dense peak a training run achieves (MFU, Chowdhery et al. 2022); 0.35-0.55 is typical for large runs. Sets the days and the cost.</source>
        <translation>Fracción del pico denso de las GPU que alcanza un entrenamiento (MFU, Chowdhery et al. 2022); 0,35-0,55 es lo habitual en entrenamientos grandes. Determina los días y el coste.</translation>
    </message>
    <message>
        <source>Price / GPU-hour</source>
        <translation>Precio / hora-GPU</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Precio por hora-GPU</translation>
    </message>
    <message>
        <source>What one GPU-hour costs (cloud list price or amortised). 0 hides the cost.</source>
        <translation>Lo que cuesta una hora-GPU (precio de lista en la nube o amortizado). Con 0 se oculta el coste.</translation>
    </message>
</context>
<context>
    <name>rooflab::SavingsControls</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>selective (attention core)</source>
        <translation>selectivo (núcleo de atención)</translation>
    </message>
    <message>
        <source>full (every layer)</source>
        <translation>completo (cada capa)</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>cada k capas</translation>
    </message>
    <message>
        <source>Memory savings</source>
        <translation>Ahorro de memoria</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>Checkpointing</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Checkpoint every k layers</source>
        <translation>Checkpoint cada k capas</translation>
    </message>
    <message>
        <source>With every-k checkpointing, keep the input of every k-th layer and recompute the rest of each segment. &apos;auto&apos; uses k = sqrt(layers), which minimises memory.</source>
        <translation>Con checkpointing cada k, se guarda la entrada de cada k-ésima capa y se recalcula el resto de cada segmento. &apos;auto&apos; usa k = sqrt(capas), lo que minimiza la memoria.</translation>
    </message>
    <message>
        <source>auto (sqrt L)</source>
        <translation>auto (sqrt L)</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Fused attention never stores the s x s score and softmax matrices, removing the activation term quadratic in sequence length.</source>
        <translation>La atención fusionada nunca almacena las matrices s x s de puntuaciones y de softmax, lo que elimina el término de activaciones cuadrático en la longitud de secuencia.</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Dropout keeps one mask byte per element it drops (attention, after attention and after the MLP): more activation memory. Most LLM pre-training turns it off.</source>
        <translation>El dropout guarda un byte de máscara por cada elemento al que se aplica (en la atención, tras la atención y tras el MLP): más memoria de activaciones. La mayoría de los preentrenamientos de LLM lo desactivan.</translation>
    </message>
    <message>
        <source>attention core</source>
        <translation>núcleo de la atención</translation>
    </message>
    <message>
        <source>norms not fused into a linear (latent attention, MoE)</source>
        <translation>normas no fusionadas con una capa lineal (atención latente, MoE)</translation>
    </message>
    <message>
        <source>latent attention&apos;s up-projections</source>
        <translation>proyecciones ascendentes de la atención latente</translation>
    </message>
    <message>
        <source>the experts&apos; activation</source>
        <translation>la activación de los expertos</translation>
    </message>
    <message>
        <source>a dense layer&apos;s whole MLP</source>
        <translation>el MLP entero de una capa densa</translation>
    </message>
    <message>
        <source>an MoE layer&apos;s whole MLP</source>
        <translation>el MLP entero de una capa MoE</translation>
    </message>
    <message>
        <source>the shared expert</source>
        <translation>el experto compartido</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalcular</translation>
    </message>
    <message>
        <source>Recomputed modules</source>
        <translation>Módulos recalculados</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s selective recomputation (--recompute-modules): each module&apos;s outputs are dropped after the forward and computed again in the backward. Fewer activations, more compute. With selective checkpointing and the Megatron implementation.</source>
        <translation>Recálculo selectivo de Megatron-Core (--recompute-modules): las salidas de cada módulo se descartan tras la pasada hacia delante y se calculan de nuevo en la pasada hacia atrás. Menos activaciones, más cómputo. Con checkpointing selectivo y la implementación Megatron.</translation>
    </message>
    <message>
        <source>(selective, Megatron)</source>
        <translation>(selectivo, Megatron)</translation>
    </message>
    <message>
        <source>op-selective (torchtitan: every other matmul)</source>
        <translation>op-selectivo (torchtitan: matmuls alternos)</translation>
    </message>
    <message>
        <source>block (first N layers)</source>
        <translation>bloque (primeras N capas)</translation>
    </message>
    <message>
        <source>Activation checkpointing trades compute for memory: selective recomputes the attention core, full keeps only each layer&apos;s input (about a third more compute), every-k keeps every k-th layer&apos;s input, op-selective (PyTorch&apos;s selective checkpointing as torchtitan applies it) keeps the outputs of every other matrix product and of attention and recomputes the rest, block (Megatron&apos;s --recompute-method block) recomputes the first N layers of each pipeline stage in full and keeps the others whole.</source>
        <translation>El checkpointing de activaciones cambia cómputo por memoria: selectivo recalcula el núcleo de la atención, completo guarda solo la entrada de cada capa (alrededor de un tercio más de cómputo), cada k guarda la entrada de cada k-ésima capa, op-selectivo (el checkpointing selectivo de PyTorch tal como lo aplica torchtitan) guarda las salidas de uno de cada dos productos matriciales y de la atención, y recalcula el resto, bloque (--recompute-method block de Megatron) recalcula por completo las primeras N capas de cada etapa del pipeline y guarda las demás enteras.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Layers recomputed per stage</source>
        <translation>Capas recalculadas por etapa</translation>
    </message>
    <message>
        <source>With block checkpointing, the first N layers of each pipeline stage (of each model chunk with virtual stages) keep only their input and are recomputed in the backward; the others keep all their activations (Megatron&apos;s --recompute-num-layers).</source>
        <translation>Con checkpointing por bloque, las primeras N capas de cada etapa del pipeline (de cada fragmento del modelo con etapas virtuales) guardan solo su entrada y se recalculan en la pasada hacia atrás; las demás guardan todas sus activaciones (--recompute-num-layers de Megatron).</translation>
    </message>
</context>
<context>
    <name>rooflab::ScenarioComparison</name>
    <message>
        <source>same</source>
        <translation>igual</translation>
    </message>
    <message>
        <source>%1%2 %</source>
        <translation>%1%2 %</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>escenario no válido</translation>
    </message>
    <message>
        <source>%1%2 points</source>
        <translation>%1%2 puntos</translation>
    </message>
    <message>
        <source>%1%2 at %1%3 per GPU-hour</source>
        <translation>%1%2 a %1%3 por hora de GPU</translation>
    </message>
    <message>
        <source>Training memory per GPU</source>
        <translation>Memoria de entrenamiento por GPU</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 de %2 (%3)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>no cabe</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Tiempo por paso</translation>
    </message>
    <message>
        <source>Predicted MFU</source>
        <translation>MFU prevista</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Tokens/s (all GPUs)</source>
        <translation>Tokens/s (todas las GPU)</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s por GPU</translation>
    </message>
    <message>
        <source>Trained tokens (D)</source>
        <translation>Tokens entrenados (D)</translation>
    </message>
    <message>
        <source>Time to train (predicted speed)</source>
        <translation>Tiempo de entrenamiento (velocidad prevista)</translation>
    </message>
    <message>
        <source>Time to train (at the set MFU)</source>
        <translation>Tiempo de entrenamiento (con la MFU fijada)</translation>
    </message>
    <message>
        <source>%1 at %2 % MFU</source>
        <translation>%1 con %2 % de MFU</translation>
    </message>
    <message>
        <source>GPU-hours (at the set MFU)</source>
        <translation>Horas de GPU (con la MFU fijada)</translation>
    </message>
    <message>
        <source>Cost (at the set MFU)</source>
        <translation>Coste (con la MFU fijada)</translation>
    </message>
    <message>
        <source>no price per GPU-hour</source>
        <translation>sin precio por hora de GPU</translation>
    </message>
    <message>
        <source>no training tokens</source>
        <translation>sin tokens de entrenamiento</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>no calculado</translation>
    </message>
    <message>
        <source>%1 %2 -&gt; %3</source>
        <translation>%1 %2 -&gt; %3</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>another GPU</source>
        <translation>otra GPU</translation>
    </message>
    <message>
        <source>1/%1</source>
        <translation>1/%1</translation>
    </message>
</context>
<context>
    <name>rooflab::ScenarioDocument</name>
    <message>
        <source> (edited)</source>
        <translation> (editado)</translation>
    </message>
</context>
<context>
    <name>rooflab::ScenarioEdit</name>
    <message>
        <source>Change %1</source>
        <translation>Cambiar %1</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingChart</name>
    <message>
        <source>Serving</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>Serving: %1</source>
        <translation>Servicio: %1</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Tiempo hasta el primer token</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Tiempo por token de salida</translation>
    </message>
    <message>
        <source>TTFT target %1</source>
        <translation>Objetivo de TTFT %1</translation>
    </message>
    <message>
        <source>TPOT target %1</source>
        <translation>Objetivo de TPOT %1</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU (at n in flight)</source>
        <translation>Tokens de salida/s por GPU (con n en curso)</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Este escenario</translation>
    </message>
    <message>
        <source>Requests in flight (concurrency)</source>
        <translation>Peticiones en curso (concurrencia)</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Latencia (ms)</translation>
    </message>
    <message>
        <source>Output tokens/s per user (1 / TPOT)</source>
        <translation>Tokens de salida/s por usuario (1 / TPOT)</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Tokens de salida/s por GPU</translation>
    </message>
    <message>
        <source>%1 requests/s, %2 in flight</source>
        <translation>%1 peticiones/s, %2 en curso</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 en curso</translation>
    </message>
    <message>
        <source>This scenario:
%1,
%2 tokens/s per GPU,
limited by %3</source>
        <translation>Este escenario:
%1,
%2 tokens/s por GPU,
limitado por %3</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingCurve</name>
    <message>
        <source>compute</source>
        <translation>cómputo</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>ancho de banda de memoria</translation>
    </message>
    <message>
        <source>per-step overhead</source>
        <translation>sobrecarga por paso</translation>
    </message>
    <message>
        <source>KV-cache capacity</source>
        <translation>capacidad de la caché KV</translation>
    </message>
    <message>
        <source>batch limit (max_num_seqs)</source>
        <translation>límite de lote (max_num_seqs)</translation>
    </message>
    <message>
        <source>%1-%2 x</source>
        <translation>%1-%2 x</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>no comparado</translation>
    </message>
    <message>
        <source>TTFT %1, TPOT %2, throughput %3</source>
        <translation>TTFT %1, TPOT %2, rendimiento %3</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingPanel</name>
    <message>
        <source>Add Serving Settings</source>
        <translation>Añadir ajustes de servicio</translation>
    </message>
    <message>
        <source>At %1 requests in flight: </source>
        <translation>Con %1 peticiones en curso: </translation>
    </message>
    <message>
        <source>At %1 requests/s (%2 in flight on average): </source>
        <translation>Con %1 peticiones/s (%2 en curso de media): </translation>
    </message>
    <message>
        <source>time to first token %1, time per output token %2, %3 output tokens/s per GPU (%4 in all), %5 requests/s; limited by %6.</source>
        <translation>tiempo hasta el primer token %1, tiempo por token de salida %2, %3 tokens de salida/s por GPU (%4 en total), %5 peticiones/s; limitado por %6.</translation>
    </message>
    <message>
        <source>Requests arrive faster than they complete: the queue grows without bound.</source>
        <translation>Las peticiones llegan más rápido de lo que se completan: la cola crece sin límite.</translation>
    </message>
    <message>
        <source>Misses the TTFT target of %1.</source>
        <translation>No cumple el objetivo de TTFT de %1.</translation>
    </message>
    <message>
        <source>Misses the TPOT target of %1.</source>
        <translation>No cumple el objetivo de TPOT de %1.</translation>
    </message>
    <message>
        <source>Meets its targets.</source>
        <translation>Cumple sus objetivos.</translation>
    </message>
    <message>
        <source>This scenario has no serving settings: nothing says which engine serves the model, at what load.
Add them to see the time to first token, the time per output token and the throughput against the requests in flight.
In a scenario file: a &quot;serving&quot; block, e.g. {&quot;engine&quot;: &quot;vllm&quot;, &quot;input_tokens&quot;: 1024, &quot;output_tokens&quot;: 256, &quot;concurrency&quot;: 32} (docs/scenario-format.md).</source>
        <translation>Este escenario no tiene ajustes de servicio: nada dice qué motor sirve el modelo ni con qué carga.
Añádalos para ver el tiempo hasta el primer token, el tiempo por token de salida y el rendimiento frente a las peticiones en curso.
En un archivo de escenario: un bloque &quot;serving&quot;, p. ej. {&quot;engine&quot;: &quot;vllm&quot;, &quot;input_tokens&quot;: 1024, &quot;output_tokens&quot;: 256, &quot;concurrency&quot;: 32} (docs/scenario-format.md).</translation>
    </message>
    <message>
        <source>No serving curve for this scenario.</source>
        <translation>No hay curva de servicio para este escenario.</translation>
    </message>
    <message>
        <source>No serving curve: %1.</source>
        <translation>No hay curva de servicio: %1.</translation>
    </message>
    <message>
        <source>%1 on %2 x %3, %4, %5 + %6 tokens per request</source>
        <translation>%1 en %2 x %3, %4, %5 + %6 tokens por petición</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>&amp;Motor</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Motor de servicio</translation>
    </message>
    <message>
        <source>The engine whose defaults apply: CUDA graphs, chunked prefill, batch limits and the fixed overhead of each step (docs/formulas.md, &quot;Serving&quot;).</source>
        <translation>El motor cuyos valores predeterminados se aplican: CUDA graphs, prefill por fragmentos, límites de lote y la sobrecarga fija de cada paso (docs/formulas.md, &quot;Serving&quot;).</translation>
    </message>
    <message>
        <source>P&amp;rompt</source>
        <translation>P&amp;rompt</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Tokens del prompt</translation>
    </message>
    <message>
        <source>Tokens in each request&apos;s prompt.</source>
        <translation>Tokens en el prompt de cada petición.</translation>
    </message>
    <message>
        <source>O&amp;utput</source>
        <translation>S&amp;alida</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Tokens de salida</translation>
    </message>
    <message>
        <source>Tokens each request generates. Prompt and output together stay within the model&apos;s context.</source>
        <translation>Tokens que genera cada petición. Prompt y salida juntos caben en el contexto del modelo.</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Requests in f&amp;light</source>
        <translation>Peticiones en c&amp;urso</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Concurrencia</translation>
    </message>
    <message>
        <source>Clients, each sending its next request when the last one ends (a closed loop). Setting it replaces a request rate.</source>
        <translation>Clientes que envían su siguiente petición al terminar la anterior (bucle cerrado). Fijarlo sustituye una tasa de peticiones.</translation>
    </message>
    <message>
        <source>Add serving settings</source>
        <translation>Añadir ajustes de servicio</translation>
    </message>
    <message>
        <source>Adds the serving example&apos;s settings: vLLM, 1,024-token prompts, 256 output tokens, 32 requests in flight. Undo takes them away.</source>
        <translation>Añade los ajustes del ejemplo de servicio: vLLM, prompts de 1.024 tokens, 256 tokens de salida, 32 peticiones en curso. Deshacer los quita.</translation>
    </message>
    <message>
        <source>Sett&amp;ings...</source>
        <translation>A&amp;justes...</translation>
    </message>
    <message>
        <source>Every other key of the serving block: the load as a request rate, the engine&apos;s limits, latency targets, speculative decoding, disaggregated prefill and decode, expert parallelism.</source>
        <translation>Las demás claves del bloque serving: la carga como tasa de peticiones, los límites del motor, los objetivos de latencia, la decodificación especulativa, el prefill y la decodificación desagregados, el paralelismo de expertos.</translation>
    </message>
    <message>
        <source>Published runs of %1 over the prediction: %2.</source>
        <translation>Ejecuciones publicadas de %1 respecto a la predicción: %2.</translation>
    </message>
</context>
<context>
    <name>rooflab::ServingSettingsDialog</name>
    <message>
        <source>%1 (the scenario&apos;s)</source>
        <translation>%1 (del escenario)</translation>
    </message>
    <message>
        <source>Serving Settings</source>
        <translation>Ajustes de servicio</translation>
    </message>
    <message>
        <source>The serving block&apos;s other keys (docs/scenario-format.md, &quot;serving&quot;). Each change is one edit of the scenario: Undo takes it back.</source>
        <translation>Las demás claves del bloque serving (docs/scenario-format.md, &quot;serving&quot;). Cada cambio es una edición del escenario: Deshacer la revierte.</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&amp;Time to first token</source>
        <translation>&amp;Tiempo hasta el primer token</translation>
    </message>
    <message>
        <source>ttft_s: the time to first token aimed at. The summary says whether the load meets it; none leaves it out.</source>
        <translation>ttft_s: el tiempo hasta el primer token que se busca. El resumen indica si la carga lo cumple; &quot;ninguno&quot; lo omite.</translation>
    </message>
    <message>
        <source>Time per o&amp;utput token</source>
        <translation>Tiempo por token de &amp;salida</translation>
    </message>
    <message>
        <source>tpot_s: the time between two output tokens aimed at; none leaves it out.</source>
        <translation>tpot_s: el tiempo que se busca entre dos tokens de salida; &quot;ninguno&quot; lo omite.</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>closed loop: requests in flight</source>
        <translation>bucle cerrado: peticiones en curso</translation>
    </message>
    <message>
        <source>open loop: requests per second</source>
        <translation>bucle abierto: peticiones por segundo</translation>
    </message>
    <message>
        <source>Load t&amp;ype</source>
        <translation>Tipo de &amp;carga</translation>
    </message>
    <message>
        <source>A closed loop keeps a number of clients busy, each sending its next request when the last one ends (concurrency); an open loop sends requests at a rate, whatever the server&apos;s pace (request_rate, Poisson arrivals). A scenario has one of the two.</source>
        <translation>Un bucle cerrado mantiene ocupados a varios clientes, cada uno de los cuales envía su siguiente petición cuando termina la anterior (concurrency); un bucle abierto envía peticiones a una tasa dada, sea cual sea el ritmo del servidor (request_rate, llegadas de Poisson). Un escenario tiene uno de los dos.</translation>
    </message>
    <message>
        <source>Requests in &amp;flight</source>
        <translation>Peticiones en c&amp;urso</translation>
    </message>
    <message>
        <source>concurrency: the clients of the closed loop. Setting it replaces a request rate.</source>
        <translation>concurrency: los clientes del bucle cerrado. Fijarlo sustituye una tasa de peticiones.</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> peticiones/s</translation>
    </message>
    <message>
        <source>Request &amp;rate</source>
        <translation>Tasa de &amp;peticiones</translation>
    </message>
    <message>
        <source>request_rate: requests arriving per second in the open loop. Setting it replaces the concurrency.</source>
        <translation>request_rate: peticiones que llegan por segundo en el bucle abierto. Fijarla sustituye la concurrencia.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Prefix cache &amp;hits</source>
        <translation>Aciertos de la caché de p&amp;refijos</translation>
    </message>
    <message>
        <source>prefix_cache_hit: the share of each prompt found in the prefix cache (a shared system prompt, earlier turns of a chat); prefill computes only the rest.</source>
        <translation>prefix_cache_hit: la fracción de cada prompt que se encuentra en la caché de prefijos (un prompt de sistema compartido, turnos anteriores de un chat); el prefill calcula solo el resto.</translation>
    </message>
    <message>
        <source>&amp;Streaming</source>
        <translation>Strea&amp;ming</translation>
    </message>
    <message>
        <source>streaming: each token is sent back as it is generated (chat clients, the engines&apos; serving benchmarks); off: the whole answer at the end (trtllm-bench, offline runs).</source>
        <translation>streaming: cada token se devuelve en cuanto se genera (clientes de chat, los benchmarks de servicio de los motores); desactivado: la respuesta completa al final (trtllm-bench, ejecuciones offline).</translation>
    </message>
    <message>
        <source>Engine limits</source>
        <translation>Límites del motor</translation>
    </message>
    <message>
        <source>current release</source>
        <translation>versión actual</translation>
    </message>
    <message>
        <source>Engine &amp;version</source>
        <translation>&amp;Versión del motor</translation>
    </message>
    <message>
        <source>engine_version, e.g. 0.6.0: chooses the defaults of that release (vLLM before 0.8 runs its V0 engine). Empty: the engine&apos;s current release.</source>
        <translation>engine_version, p. ej. 0.6.0: elige los valores predeterminados de esa versión (vLLM anterior a 0.8 ejecuta su motor V0). Vacío: la versión actual del motor.</translation>
    </message>
    <message>
        <source>engine default (%1)</source>
        <translation>predeterminado del motor (%1)</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>predeterminado del motor</translation>
    </message>
    <message>
        <source>Max se&amp;quences</source>
        <translation>Máx. s&amp;ecuencias</translation>
    </message>
    <message>
        <source>max_num_seqs: the most requests one step runs (vLLM --max-num-seqs, SGLang --max-running-requests, TensorRT-LLM --max_batch_size).</source>
        <translation>max_num_seqs: el máximo de peticiones que ejecuta un paso (vLLM --max-num-seqs, SGLang --max-running-requests, TensorRT-LLM --max_batch_size).</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Max &amp;batched tokens</source>
        <translation>Máx. to&amp;kens por lote</translation>
    </message>
    <message>
        <source>max_num_batched_tokens: the tokens one step may process, prompts&apos; chunks and decodes together (vLLM --max-num-batched-tokens, SGLang --chunked-prefill-size, TensorRT-LLM --max_num_tokens).</source>
        <translation>max_num_batched_tokens: los tokens que puede procesar un paso, fragmentos de prompts y decodificaciones juntos (vLLM --max-num-batched-tokens, SGLang --chunked-prefill-size, TensorRT-LLM --max_num_tokens).</translation>
    </message>
    <message>
        <source>engine default (on)</source>
        <translation>predeterminado del motor (activado)</translation>
    </message>
    <message>
        <source>engine default (off)</source>
        <translation>predeterminado del motor (desactivado)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>CUDA &amp;graphs</source>
        <translation>CUDA &amp;graphs</translation>
    </message>
    <message>
        <source>cuda_graphs: decode steps replayed as CUDA graphs, without a launch per kernel (off: vLLM --enforce-eager, SGLang --disable-cuda-graph).</source>
        <translation>cuda_graphs: pasos de decodificación reproducidos como CUDA graphs, sin un lanzamiento por kernel (desactivado: vLLM --enforce-eager, SGLang --disable-cuda-graph).</translation>
    </message>
    <message>
        <source>S&amp;cheduler steps</source>
        <translation>Pasos del plani&amp;ficador</translation>
    </message>
    <message>
        <source>scheduler_steps: decode steps run per scheduling pass (vLLM --num-scheduler-steps, SGLang --num-continuous-decode-steps); new requests join only between passes.</source>
        <translation>scheduler_steps: pasos de decodificación por pasada de planificación (vLLM --num-scheduler-steps, SGLang --num-continuous-decode-steps); las peticiones nuevas solo se incorporan entre pasadas.</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Decodificación especulativa</translation>
    </message>
    <message>
        <source>n-gram lookup</source>
        <translation>búsqueda de n-gramas</translation>
    </message>
    <message>
        <source>draft model</source>
        <translation>modelo borrador</translation>
    </message>
    <message>
        <source>Specu&amp;lative method</source>
        <translation>Método especu&amp;lativo</translation>
    </message>
    <message>
        <source>speculative: tokens proposed each step and verified by the model in one pass. An n-gram lookup in the prompt costs no GPU time; a draft model runs on the same GPUs.</source>
        <translation>speculative: tokens propuestos en cada paso y verificados por el modelo en una sola pasada. Una búsqueda de n-gramas en el prompt no cuesta tiempo de GPU; un modelo borrador se ejecuta en las mismas GPU.</translation>
    </message>
    <message>
        <source>Draft to&amp;kens per step</source>
        <translation>Tokens de &amp;borrador por paso</translation>
    </message>
    <message>
        <source>draft_tokens: the tokens proposed each step.</source>
        <translation>draft_tokens: los tokens propuestos en cada paso.</translation>
    </message>
    <message>
        <source>&amp;Acceptance rate</source>
        <translation>T&amp;asa de aceptación</translation>
    </message>
    <message>
        <source>acceptance: the chance that the model accepts each proposed token (Leviathan et al. 2023&apos;s alpha).</source>
        <translation>acceptance: la probabilidad de que el modelo acepte cada token propuesto (el alfa de Leviathan et al. 2023).</translation>
    </message>
    <message>
        <source>Draft &amp;model</source>
        <translation>Model&amp;o borrador</translation>
    </message>
    <message>
        <source>draft_model: the small model that proposes the tokens, from the model list: those that share the served model&apos;s vocabulary, as the engine verifies the draft&apos;s tokens by their ids.</source>
        <translation>draft_model: el modelo pequeño que propone los tokens, de la lista de modelos: los que comparten el vocabulario del modelo servido, ya que el motor verifica los tokens del borrador por sus ids.</translation>
    </message>
    <message>
        <source>&amp;Disaggregated prefill and decode</source>
        <translation>Prefill y decodificación &amp;desagregados</translation>
    </message>
    <message>
        <source>disaggregation: prompts run on prefill instances, their KV cache moves to decode instances, which only decode (DistServe, Zhong et al. 2024).</source>
        <translation>disaggregation: los prompts se ejecutan en instancias de prefill y su caché KV pasa a instancias de decodificación, que solo decodifican (DistServe, Zhong et al. 2024).</translation>
    </message>
    <message>
        <source>best split</source>
        <translation>mejor reparto</translation>
    </message>
    <message>
        <source>as the layout (%1)</source>
        <translation>según la disposición (%1)</translation>
    </message>
    <message>
        <source>Prefill &amp;instances</source>
        <translation>&amp;Instancias de prefill</translation>
    </message>
    <message>
        <source>prefill_instances; best split: the split of the GPUs that completes the most requests per second.</source>
        <translation>prefill_instances; mejor reparto: el reparto de las GPU que completa más peticiones por segundo.</translation>
    </message>
    <message>
        <source>Decode i&amp;nstances</source>
        <translation>Instancias de decodificació&amp;n</translation>
    </message>
    <message>
        <source>decode_instances; best split: the split of the GPUs that completes the most requests per second.</source>
        <translation>decode_instances; mejor reparto: el reparto de las GPU que completa más peticiones por segundo.</translation>
    </message>
    <message>
        <source>Pr&amp;efill tensor parallel</source>
        <translation>Paralelismo de tensores en pr&amp;efill</translation>
    </message>
    <message>
        <source>prefill_tp: GPUs of one prefill instance; by default the layout&apos;s tensor parallelism.</source>
        <translation>prefill_tp: GPU de una instancia de prefill; por defecto, el paralelismo de tensores de la disposición.</translation>
    </message>
    <message>
        <source>Dec&amp;ode tensor parallel</source>
        <translation>Paralelismo de tensores en dec&amp;odificación</translation>
    </message>
    <message>
        <source>decode_tp: GPUs of one decode instance; by default the layout&apos;s tensor parallelism.</source>
        <translation>decode_tp: GPU de una instancia de decodificación; por defecto, el paralelismo de tensores de la disposición.</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>the network&apos;s</source>
        <translation>el de la red</translation>
    </message>
    <message>
        <source>KV transfer band&amp;width</source>
        <translation>Anc&amp;ho de banda de transferencia KV</translation>
    </message>
    <message>
        <source>kv_transfer_gbps: GB/s per GPU that carry a prompt&apos;s KV cache from the prefill to the decode instance; by default the inter-node network&apos;s.</source>
        <translation>kv_transfer_gbps: GB/s por GPU que llevan la caché KV de un prompt de la instancia de prefill a la de decodificación; por defecto, el de la red entre nodos.</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Mezcla de expertos</translation>
    </message>
    <message>
        <source>Only for a mixture-of-experts model: %1 is dense.</source>
        <translation>Solo para un modelo de mezcla de expertos: %1 es denso.</translation>
    </message>
    <message>
        <source>E&amp;xpert parallelism</source>
        <translation>Paralelismo de e&amp;xpertos</translation>
    </message>
    <message>
        <source>expert_parallel: the routed experts split whole over the GPUs (vLLM --enable-expert-parallel); off: every GPU holds a tensor-parallel slice of each expert.</source>
        <translation>expert_parallel: los expertos enrutados se reparten enteros entre las GPU (vLLM --enable-expert-parallel); desactivado: cada GPU guarda una porción de cada experto con paralelismo de tensores.</translation>
    </message>
    <message>
        <source>Data-&amp;parallel attention</source>
        <translation>Atención con &amp;paralelismo de datos</translation>
    </message>
    <message>
        <source>Needs expert parallelism: the attention ranks share the experts through it.</source>
        <translation>Requiere paralelismo de expertos: los rangos de atención comparten los expertos a través de él.</translation>
    </message>
    <message>
        <source>data_parallel_attention: each group of tp GPUs has its own requests, KV cache and attention weights, and all share the experts (SGLang --enable-dp-attention).</source>
        <translation>data_parallel_attention: cada grupo de tp GPU tiene sus propias peticiones, caché KV y pesos de atención, y todos comparten los expertos (SGLang --enable-dp-attention).</translation>
    </message>
    <message>
        <source>The load is an open loop: choose the closed loop under Load type to set it.</source>
        <translation>La carga es un bucle abierto: elija el bucle cerrado en Tipo de carga para ajustarlo.</translation>
    </message>
    <message>
        <source>The load is a closed loop: choose the open loop under Load type to set it.</source>
        <translation>La carga es un bucle cerrado: elija el bucle abierto en Tipo de carga para ajustarlo.</translation>
    </message>
    <message>
        <source>Off: choose a speculative method first.</source>
        <translation>Desactivado: elija primero un método especulativo.</translation>
    </message>
    <message>
        <source>Only for the draft model method.</source>
        <translation>Solo para el método de modelo borrador.</translation>
    </message>
    <message>
        <source>No model in the list shares the vocabulary of %1 (%2 tokens): the engine checks a draft&apos;s tokens by their ids.</source>
        <translation>Ningún modelo de la lista comparte el vocabulario de %1 (%2 tokens): el motor comprueba los tokens de un borrador por sus identificadores.</translation>
    </message>
    <message>
        <source>Off: turn on disaggregated prefill and decode (the group&apos;s box) first.</source>
        <translation>Desactivado: active primero el prefill y la decodificación desagregados (la casilla del grupo).</translation>
    </message>
    <message>
        <source>Fixed request si&amp;zes</source>
        <translation>Tama&amp;ños de petición fijos</translation>
    </message>
    <message>
        <source>fixed_lengths: every request has exactly the prompt and output tokens above (a fixed-length dataset with ignore_eos, as NVIDIA&apos;s NIM benchmarks run), so a closed loop&apos;s clients finish together and send their next prompts together. Off: the lengths vary as a real dataset&apos;s do (ShareGPT) around those means, and the prompts come one by one.</source>
        <translation>fixed_lengths: cada petición tiene exactamente los tokens de prompt y de salida de arriba (un conjunto de datos de longitud fija con ignore_eos, como se ejecutan los benchmarks NIM de NVIDIA), así que los clientes de un bucle cerrado terminan juntos y envían juntos sus siguientes prompts. Desactivado: las longitudes varían como en un conjunto de datos real (ShareGPT) en torno a esas medias, y los prompts llegan de uno en uno.</translation>
    </message>
    <message>
        <source>Only for a closed loop: an open loop&apos;s requests arrive one by one whatever their sizes.</source>
        <translation>Solo para un bucle cerrado: las solicitudes de un bucle abierto llegan una a una, sea cual sea su tamaño.</translation>
    </message>
    <message>
        <source>Only without disaggregated prefill and decode: its closed loop is modelled in steady state, without waves.</source>
        <translation>Solo sin prefill y decode desagregados: su bucle cerrado se modela en estado estacionario, sin oleadas.</translation>
    </message>
</context>
<context>
    <name>rooflab::StatusLine</name>
    <message>
        <source>training</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>decodificación</translation>
    </message>
    <message>
        <source>%1: %2, MFU %3 %</source>
        <translation>%1: %2, MFU %3 %</translation>
    </message>
    <message>
        <source>   |   warning: %1%2</source>
        <translation>   |   aviso: %1%2</translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation> (+%1 más)</translation>
    </message>
    <message>
        <source>Not evaluated: %1</source>
        <translation>No evaluado: %1</translation>
    </message>
    <message>
        <source>serving: TTFT %1, TPOT %2</source>
        <translation>servicio: TTFT %1, TPOT %2</translation>
    </message>
</context>
<context>
    <name>rooflab::SweepWorker</name>
    <message>
        <source>could not create the measurement backend: %1</source>
        <translation>no se pudo crear el backend de medición: %1</translation>
    </message>
    <message>
        <source>could not create the measurement backend</source>
        <translation>no se pudo crear el backend de medición</translation>
    </message>
    <message>
        <source>no CUDA device found</source>
        <translation>no se encontró ningún dispositivo CUDA</translation>
    </message>
    <message>
        <source>device 0 cannot be used</source>
        <translation>no se puede usar el dispositivo 0</translation>
    </message>
</context>
<context>
    <name>rooflab::TimelineChart</name>
    <message>
        <source>forward</source>
        <translation>hacia delante</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>recálculo</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>hacia atrás</translation>
    </message>
    <message>
        <source>tensor-parallel collectives</source>
        <translation>colectivas de paralelismo de tensor</translation>
    </message>
    <message>
        <source>pipeline send</source>
        <translation>envío de pipeline</translation>
    </message>
    <message>
        <source>bubble (idle)</source>
        <translation>burbuja (inactivo)</translation>
    </message>
    <message>
        <source>communication hidden by compute</source>
        <translation>comunicación oculta por el cálculo</translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation>comunicación expuesta</translation>
    </message>
    <message>
        <source>compute slowed by overlap</source>
        <translation>cálculo ralentizado por el solapamiento</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimizador</translation>
    </message>
    <message>
        <source>network (stage 1)</source>
        <translation>red (etapa 1)</translation>
    </message>
    <message>
        <source>network</source>
        <translation>red</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>etapa %1</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>micro-lote %1</translation>
    </message>
    <message>
        <source>model chunk %1</source>
        <translation>fragmento del modelo %1</translation>
    </message>
    <message>
        <source>%1: %2
%3, from %4 to %5</source>
        <translation>%1: %2
%3, de %4 a %5</translation>
    </message>
    <message>
        <source>time in the step (%1)</source>
        <translation>tiempo dentro del paso (%1)</translation>
    </message>
    <message>
        <source>One training step: not drawn</source>
        <translation>Un paso de entrenamiento: no dibujado</translation>
    </message>
    <message>
        <source>%1 pipeline stages × %2 micro-batches are more blocks than the timeline draws; the step time is in the numbers below.</source>
        <translation>%1 etapas de pipeline × %2 micro-lotes son más bloques de los que dibuja el cronograma; el tiempo del paso está en las cifras de abajo.</translation>
    </message>
    <message>
        <source>There is no training step to draw (an inference phase, or a GPU without a peak).</source>
        <translation>No hay ningún paso de entrenamiento que dibujar (una fase de inferencia, o una GPU sin pico).</translation>
    </message>
    <message>
        <source>, %1 model chunks each</source>
        <translation>, %1 fragmentos del modelo cada una</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>cálculo</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>burbuja</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>all-to-all de expertos</translation>
    </message>
    <message>
        <source>offload copies (PCIe)</source>
        <translation>copias de descarga (PCIe)</translation>
    </message>
    <message>
        <source>optimizer (host)</source>
        <translation>optimizador (host)</translation>
    </message>
    <message>
        <source>gaps between kernels</source>
        <translation>huecos entre kernels</translation>
    </message>
    <message>
        <source>1 micro-batch</source>
        <translation>1 micro-lote</translation>
    </message>
    <message>
        <source>%1 micro-batches</source>
        <translation>%1 micro-lotes</translation>
    </message>
    <message>
        <source>One training step: %1, MFU %2 % (%3 through %4 pipeline stages%5)</source>
        <translation>Un paso de entrenamiento: %1, MFU %2 % (%3 por %4 etapas de pipeline%5)</translation>
    </message>
    <message>
        <source>One training step: %1, MFU %2 % (%3)</source>
        <translation>Un paso de entrenamiento: %1, MFU %2 % (%3)</translation>
    </message>
    <message>
        <source>does not fit: %1 over the GPU&apos;s memory, the step as it would run with more</source>
        <translation>no cabe: %1 por encima de la memoria de la GPU, el paso como se ejecutaría con más</translation>
    </message>
    <message>
        <source>forward (reverse direction)</source>
        <translation>hacia delante (sentido inverso)</translation>
    </message>
    <message>
        <source>backward (reverse direction)</source>
        <translation>hacia atrás (sentido inverso)</translation>
    </message>
    <message>
        <source>weight gradients (W)</source>
        <translation>gradientes de los pesos (W)</translation>
    </message>
    <message>
        <source>network (GPU 1)</source>
        <translation>red (GPU 1)</translation>
    </message>
    <message>
        <source>GPU %1 (stages %2, %3)</source>
        <translation>GPU %1 (etapas %2, %3)</translation>
    </message>
    <message>
        <source>entered at stage 1</source>
        <translation>entró en la etapa 1</translation>
    </message>
    <message>
        <source>entered at stage %1</source>
        <translation>entró en la etapa %1</translation>
    </message>
    <message>
        <source>overlapped with the other direction&apos;s chunk</source>
        <translation>solapado con el bloque del otro sentido</translation>
    </message>
    <message>
        <source>DualPipe runs an even number of pipeline stages and an even number of micro-batches, at least twice the stages; this layout has %1 stages and %2 micro-batches.</source>
        <translation>DualPipe necesita un número par de etapas de pipeline y un número par de micro-lotes, al menos el doble que etapas; esta disposición tiene %1 etapas y %2 micro-lotes.</translation>
    </message>
    <message>
        <source>, DualPipe: %1 entering at each end</source>
        <translation>, DualPipe: %1 entran por cada extremo</translation>
    </message>
    <message>
        <source>recompute (reverse direction)</source>
        <translation>recálculo (sentido inverso)</translation>
    </message>
    <message>
        <source>context-parallel communication</source>
        <translation>comunicación de paralelismo de contexto</translation>
    </message>
</context>
<context>
    <name>rooflab::TrainingCodeControls</name>
    <message>
        <source>Megatron-LM (fused kernels)</source>
        <translation>Megatron-LM (kernels fusionados)</translation>
    </message>
    <message>
        <source>PyTorch eager (Hugging Face)</source>
        <translation>PyTorch eager (Hugging Face)</translation>
    </message>
    <message>
        <source>PyTorch SDPA</source>
        <translation>PyTorch SDPA</translation>
    </message>
    <message>
        <source>eager (full-size buffers)</source>
        <translation>eager (búferes de tamaño completo)</translation>
    </message>
    <message>
        <source>fused kernel</source>
        <translation>kernel fusionado</translation>
    </message>
    <message>
        <source>chunked</source>
        <translation>por bloques</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>fusionado</translation>
    </message>
    <message>
        <source>foreach</source>
        <translation>foreach</translation>
    </message>
    <message>
        <source>per-tensor loop</source>
        <translation>bucle por tensor</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Training code</source>
        <translation>Código de entrenamiento</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>Implementación</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <source>Free gradients between steps (set_to_none)</source>
        <translation>Liberar gradientes entre pasos (set_to_none)</translation>
    </message>
    <message>
        <source>More training options</source>
        <translation>Más opciones de entrenamiento</translation>
    </message>
    <message>
        <source>Show or hide the optimizer kernels, the backend and the overlap of communication.</source>
        <translation>Mostrar u ocultar los kernels del optimizador, el backend y el solapamiento de la comunicación.</translation>
    </message>
    <message>
        <source>Optimizer kernels</source>
        <translation>Kernels del optimizador</translation>
    </message>
    <message>
        <source>How the optimizer step runs: one fused kernel (no scratch), foreach (temporaries for a whole group of tensors at once) or a loop over the tensors (temporaries of the largest one). Auto is PyTorch&apos;s default: foreach on CUDA, the loop on the CPU; Megatron-LM fuses.</source>
        <translation>Cómo se ejecuta el paso del optimizador: un kernel fusionado (sin memoria temporal), foreach (temporales para todo un grupo de tensores a la vez) o un bucle sobre los tensores (temporales del mayor). Auto es lo predeterminado en PyTorch: foreach en CUDA, el bucle en la CPU; Megatron-LM fusiona.</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Where the step runs: on the CPU dropout masks take the input&apos;s dtype instead of one byte, and autocast&apos;s lists of ops differ.</source>
        <translation>Dónde se ejecuta el paso: en la CPU las máscaras de dropout tienen el dtype de la entrada en lugar de un byte, y las listas de operaciones de autocast son distintas.</translation>
    </message>
    <message>
        <source>Overlap gradient reduction with the backward</source>
        <translation>Solapar la reducción de gradientes con la pasada hacia atrás</translation>
    </message>
    <message>
        <source>Step time: the data-parallel gradient all-reduce runs while the last micro-batch&apos;s backward still computes (PyTorch DDP, Megatron-LM&apos;s --overlap-grad-reduce). Off: it starts after the whole backward and is exposed (Megatron-LM&apos;s DDP before 2023).</source>
        <translation>Tiempo del paso: el all-reduce de gradientes del paralelismo de datos se ejecuta mientras aún calcula la pasada hacia atrás del último micro-lote (PyTorch DDP, --overlap-grad-reduce de Megatron-LM). Desactivado: empieza tras toda la pasada hacia atrás y queda expuesto (el DDP de Megatron-LM antes de 2023).</translation>
    </message>
    <message>
        <source>Fuse gradient accumulation into the weight-gradient GEMM</source>
        <translation>Fusionar la acumulación de gradientes en la GEMM del gradiente de pesos</translation>
    </message>
    <message>
        <source>optimizer.zero_grad(set_to_none=True), PyTorch 2&apos;s default: no gradients exist during the forward, so a peak in the forward or the loss does not include them.</source>
        <translation>optimizer.zero_grad(set_to_none=True), lo predeterminado en PyTorch 2: durante la pasada hacia delante no existen gradientes, así que un pico en la pasada hacia delante o en la pérdida no los incluye.</translation>
    </message>
    <message>
        <source>Megatron-LM keeps one contiguous gradient buffer for the whole run: its gradients are never freed. Choose a PyTorch implementation to change this.</source>
        <translation>Megatron-LM mantiene un único búfer contiguo de gradientes durante toda la ejecución: sus gradientes nunca se liberan. Elija una implementación de PyTorch para cambiarlo.</translation>
    </message>
    <message>
        <source>auto (%1)</source>
        <translation>automático (%1)</translation>
    </message>
    <message>
        <source>PyTorch adds each micro-batch&apos;s weight gradients to the accumulated ones in a separate, memory-bound kernel. Choose Megatron-LM to fuse them.</source>
        <translation>PyTorch suma los gradientes de pesos de cada micro-lote a los acumulados en un kernel aparte, limitado por memoria. Elija Megatron-LM para fusionarlos.</translation>
    </message>
    <message>
        <source>Step time: Megatron-LM&apos;s --gradient-accumulation-fusion (since 2022) adds the weight gradients into the accumulated fp32 buffer inside the GEMM. Off: every micro-batch after the first adds them in a separate memory-bound pass.</source>
        <translation>Tiempo del paso: --gradient-accumulation-fusion de Megatron-LM (desde 2022) suma los gradientes de pesos en el búfer fp32 acumulado dentro de la GEMM. Desactivado: cada micro-lote tras el primero los suma en una pasada aparte limitada por memoria.</translation>
    </message>
    <message>
        <source>reduced in place</source>
        <translation>reducidos en su sitio</translation>
    </message>
    <message>
        <source>copied into buckets and back</source>
        <translation>copiados a buckets y de vuelta</translation>
    </message>
    <message>
        <source>flattened and copied back</source>
        <translation>aplanados y copiados de vuelta</translation>
    </message>
    <message>
        <source>Gradient buffers</source>
        <translation>Búferes de gradientes</translation>
    </message>
    <message>
        <source>Step time: the passes the data-parallel reduction makes over the gradients on the GPU. Reduced in place: Megatron-LM&apos;s contiguous buffer, scaled by 1/d (each gradient read and written once). Copied into buckets and back: PyTorch DDP&apos;s default (twice that). Flattened and copied back: Megatron-LM&apos;s DDP of 2021 without contiguous buffers (three times). Auto follows the implementation.</source>
        <translation>Tiempo de paso: las pasadas que la reducción de paralelismo de datos hace sobre los gradientes en la GPU. Reducidos en su sitio: el búfer contiguo de Megatron-LM, escalado por 1/d (cada gradiente leído y escrito una vez). Copiados a buckets y de vuelta: el valor por defecto de PyTorch DDP (el doble). Aplanados y copiados de vuelta: el DDP de Megatron-LM de 2021 sin búferes contiguos (el triple). Auto sigue a la implementación.</translation>
    </message>
    <message>
        <source>Megatron-Core + Transformer Engine (NeMo)</source>
        <translation>Megatron-Core + Transformer Engine (NeMo)</translation>
    </message>
    <message>
        <source>torchtitan (FSDP2)</source>
        <translation>torchtitan (FSDP2)</translation>
    </message>
    <message>
        <source>LLM Foundry (Composer FSDP)</source>
        <translation>LLM Foundry (Composer FSDP)</translation>
    </message>
    <message>
        <source>DeepSpeed (Megatron-DeepSpeed)</source>
        <translation>DeepSpeed (Megatron-DeepSpeed)</translation>
    </message>
    <message>
        <source>Whose code runs the step decides which tensors the forward keeps for the backward: Megatron-LM&apos;s fused kernels keep the fewest; PyTorch eager (a Hugging Face model with eager attention) keeps the s x s attention probabilities; PyTorch SDPA uses fused attention but keeps PyTorch&apos;s other tensors. The framework profiles bring their framework&apos;s own choices: Megatron-Core runs Transformer Engine&apos;s fused kernels as NeMo does; torchtitan plain PyTorch modules with SDPA, a fused optimizer and fp32 gradient reduction under FSDP2; LLM Foundry MPT&apos;s modules with flash attention, one GELU kernel and a fused loss under Composer&apos;s FSDP; DeepSpeed Megatron-DeepSpeed&apos;s model under DeepSpeed&apos;s engine and ZeRO.</source>
        <translation>El código que ejecuta el paso decide qué tensores guarda la pasada hacia delante para la pasada hacia atrás: los kernels fusionados de Megatron-LM guardan los menos; PyTorch eager (un modelo de Hugging Face con atención eager) guarda las probabilidades de atención de s x s; PyTorch SDPA usa atención fusionada pero guarda los demás tensores de PyTorch. Los perfiles de framework traen las decisiones de su framework: Megatron-Core ejecuta los kernels fusionados de Transformer Engine como lo hace NeMo; torchtitan, módulos simples de PyTorch con SDPA, un optimizador fusionado y reducción de gradientes en fp32 bajo FSDP2; LLM Foundry, los módulos de MPT con flash attention, un solo kernel GELU y una pérdida fusionada bajo el FSDP de Composer; DeepSpeed, el modelo de Megatron-DeepSpeed bajo el motor de DeepSpeed y ZeRO.</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Compile the model with torch.compile (Inductor): each chain of elementwise operations becomes one kernel (fewer launches and memory passes), and the backward recomputes those chains from their saved inputs (fewer saved tensors). Off by default, as in torchtitan. Megatron&apos;s code has its own fused kernels.</source>
        <translation>Compilar el modelo con torch.compile (Inductor): cada cadena de operaciones elemento a elemento se vuelve un kernel (menos lanzamientos y pasadas por memoria), y el backward recalcula esas cadenas a partir de sus entradas guardadas (menos tensores guardados). Desactivado por defecto, como en torchtitan. El código de Megatron tiene sus propios kernels fusionados.</translation>
    </message>
    <message>
        <source>cuDNN fused attention</source>
        <translation>cuDNN</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>FlashAttention-3</source>
        <translation>FlashAttention-3</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>Kernel de atención</translation>
    </message>
    <message>
        <source>Which fused attention kernel runs the attention core (torch.nn.attention.sdpa_kernel, Transformer Engine&apos;s backend). On Hopper FlashAttention-2 reaches about 0.6 of cuDNN&apos;s rate (FlashAttention-3 paper); on other cards one rate stands for all. Auto is the implementation&apos;s own choice: cuDNN for Megatron-Core and today&apos;s torchtitan, FlashAttention-2 for LLM Foundry and DeepSpeed.</source>
        <translation>Qué kernel de atención fusionado ejecuta el núcleo de atención (torch.nn.attention.sdpa_kernel, el backend de Transformer Engine). En Hopper FlashAttention-2 alcanza cerca de 0,6 de la tasa de cuDNN (artículo de FlashAttention-3); en otras tarjetas una sola tasa vale para todos. Auto es la elección de la implementación: cuDNN para Megatron-Core y el torchtitan actual, FlashAttention-2 para LLM Foundry y DeepSpeed.</translation>
    </message>
    <message>
        <source>compiled (torch.compile)</source>
        <translation>compilada (torch.compile)</translation>
    </message>
    <message>
        <source>How the cross-entropy is computed: eager PyTorch makes logits-sized buffers (an fp32 copy, log-probabilities, their gradients); a fused kernel writes the gradient in place; chunked computes it a slice of the tokens at a time; compiled (torch.compile) keeps the 16-bit logits and writes one 16-bit gradient.</source>
        <translation>Cómo se calcula la entropía cruzada: PyTorch eager crea búferes del tamaño de los logits (una copia en fp32, log-probabilidades, sus gradientes); un kernel fusionado escribe el gradiente in situ; por bloques la calcula para una parte de los tokens cada vez; compilada (torch.compile) conserva los logits de 16 bits y escribe un gradiente de 16 bits.</translation>
    </message>
    <message>
        <source>auto (its own kernel)</source>
        <translation>auto (su propio kernel)</translation>
    </message>
    <message>
        <source>Gather the parameters during the next forward</source>
        <translation>Reunir los parámetros durante la siguiente pasada hacia delante</translation>
    </message>
    <message>
        <source>Step time, ZeRO-1/2 (a distributed optimizer): the updated parameters are all-gathered bucket by bucket while the next step&apos;s first forward computes (Megatron-Core&apos;s --overlap-param-gather, set by NeMo&apos;s and Megatron-Bridge&apos;s recipes). Off: they are gathered after the optimizer step and the step waits for all of them (Megatron-LM&apos;s default, DeepSpeed ZeRO-1/2).</source>
        <translation>Tiempo de paso, ZeRO-1/2 (optimizador distribuido): los parámetros actualizados se reúnen (all-gather) bucket a bucket mientras calcula la primera pasada hacia delante del paso siguiente (--overlap-param-gather de Megatron-Core, activado por las recetas de NeMo y Megatron-Bridge). Desactivado: se reúnen tras el paso del optimizador y el paso espera a todos (valor por defecto de Megatron-LM, DeepSpeed ZeRO-1/2).</translation>
    </message>
    <message>
        <source>op by op</source>
        <translation>operación a operación</translation>
    </message>
    <message>
        <source>RMSNorm</source>
        <translation>RMSNorm</translation>
    </message>
    <message>
        <source>How an eager PyTorch step runs each RMSNorm: op by op (Hugging Face&apos;s LlamaRMSNorm, torchtitan&apos;s own norm of 2024: an fp32 copy, the square, the mean, 1/rms and two products, each a kernel, the fp32 copy and the output kept for the backward) or one fused kernel each way (torch.nn.RMSNorm on PyTorch 2.8 and later, torchtitan&apos;s norm since 2025; Liger&apos;s), which keeps only its input and 1/rms. torch.compile fuses it either way.</source>
        <translation>Cómo ejecuta cada RMSNorm un paso eager de PyTorch: operación a operación (LlamaRMSNorm de Hugging Face, la norma propia de torchtitan de 2024: una copia en fp32, el cuadrado, la media, 1/rms y dos productos, cada uno un kernel; la copia en fp32 y la salida se guardan para el backward) o un kernel fusionado en cada sentido (torch.nn.RMSNorm desde PyTorch 2.8, la norma de torchtitan desde 2025; la de Liger), que solo guarda su entrada y 1/rms. torch.compile la fusiona en ambos casos.</translation>
    </message>
</context>
<context>
    <name>rooflab::format</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 horas</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 días</translation>
    </message>
    <message>
        <source>%1 days (%2 years)</source>
        <translation>%1 días (%2 años)</translation>
    </message>
    <message>
        <source>more than a million years</source>
        <translation>más de un millón de años</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 años</translation>
    </message>
</context>
</TS>
