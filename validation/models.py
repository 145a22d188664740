"""Two decoder-only language models in plain PyTorch, op for op like Hugging Face's eager code.

The memory RoofLab predicts is the memory of a real training step, so these models perform the
same tensor operations, in the same order and dtypes, as transformers' eager implementations
(as in transformers >= 4.46):

* ``gpt2``  -- src/transformers/models/gpt2/modeling_gpt2.py (GPT2LMHeadModel, eager attention),
               gelu_new = NewGELUActivation of src/transformers/activations.py.
* ``llama`` -- src/transformers/models/llama/modeling_llama.py (LlamaForCausalLM, eager attention,
               LlamaRMSNorm, LlamaRotaryEmbedding, repeat_kv for grouped-query attention).
* ``qwen3`` -- llama with src/transformers/models/qwen3/modeling_qwen3.py's Qwen3Attention: an
               RMSNorm over each query and each key head (q_norm, k_norm) between the projection
               and the rotary embedding, and a head width of its own (head_dim, so q may be wider
               than d_model).
* ``opt``   -- src/transformers/models/opt/modeling_opt.py at 0184d2087 (OPTForCausalLM, pre-norm
               as opt-125m: separate q, k, v projections with biases, q scaled after its projection,
               softmax in fp32, ReLU MLP, learned positions from a cumsum with OPT's offset 2, tied
               lm_head, the eager (b, 1, s, s) float mask cloned out of its expand).
* ``gpt_neox`` -- src/transformers/models/gpt_neox/modeling_gpt_neox.py at 00dcc6dda (Pythia:
               fused query_key_value chunked per head, rotary on the first quarter of each head and
               concatenated back, softmax in fp32, exact GELU, parallel residual, untied embed_out).
* ``falcon`` -- src/transformers/models/falcon/modeling_falcon.py at 00dcc6dd (falcon-7b's block:
               parallel attention and MLP under one LayerNorm, multi-query attention from a fused
               query_key_value, softmax in the hidden states' dtype, nn.GELU, no biases, tied).
* ``gemma`` -- src/transformers/models/gemma/modular_gemma.py at 008e5743 (Llama's attention and
               block; GemmaRMSNorm weighted in fp32 before the cast back, GeGLU with the tanh GELU,
               embeddings scaled by sqrt(d_model), tied).
* ``gemma2`` -- gemma with src/transformers/models/gemma2/modular_gemma2.py at 008e5743's four
               norms a layer and its tanh caps on the eager attention scores (50) and the logits (30).
* ``deepseek`` -- llama with src/transformers/models/deepseek_v3/modeling_deepseek_v3.py's
               DeepseekV3Attention (multi-head latent attention: low-rank query and key/value
               projections with their RMSNorms, rotary on qk_rope_head_dim only) and dense
               SwiGLU MLPs (first_k_dense_replace = layers).
* loss      -- ForCausalLMLoss of src/transformers/loss/loss_utils.py (labels padded and shifted,
               logits upcast with ``.float()``, no shifted copy of the logits).

The code is written for this harness (no configuration classes, caches or masks from a
tokenizer); only the operations that create or save tensors matter and those follow HF.
Works on torch 1.13 and newer, on CPU and CUDA.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, asdict

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint

DROPOUT_P = 0.1
NEOX_ROTARY_PCT = 0.25          # Pythia's rotary_pct (partial_rotary_factor)
GEMMA2_ATTN_SOFTCAP = 50.0      # Gemma2Config's attn_logit_softcapping
GEMMA2_FINAL_SOFTCAP = 30.0     # and final_logit_softcapping


@dataclass
class ModelConfig:
    family: str                 # "gpt2", "opt", "gpt_neox", "falcon", "llama", "gemma", "gemma2", "qwen3" (llama with q/k norms),
                                # "mixtral" (llama with a sparse MoE MLP) or "deepseek"
    layers: int
    d_model: int
    heads: int
    kv_heads: int = 0           # llama only; 0 = heads (MHA). gpt2 is always MHA.
    d_ff: int = 0               # 0 = 4h (gpt2) or the llama default rounded to 256
    vocab: int = 32000
    positions: int = 1024       # gpt2: learned position table size (n_positions)
    dropout: bool = False       # p = 0.1 at embeddings, attention probs, attention out, MLP out
    checkpointing: bool = False # HF gradient_checkpointing (reentrant) around every block
    rms_eps: float = 1e-6
    ln_eps: float = 1e-5
    rope_theta: float = 10000.0
    init_std: float = 0.02
    experts: int = 0            # mixtral: routed experts (num_local_experts)
    top_k: int = 2              # mixtral: experts per token (num_experts_per_tok)
    # deepseek: latent attention (DeepseekV3Config names); q_lora_rank 0 = no query compression
    q_lora_rank: int = 0
    kv_lora_rank: int = 0
    qk_rope_head_dim: int = 0
    qk_nope_head_dim: int = 0
    v_head_dim: int = 0
    head_dim_override: int = 0  # qwen3: head_dim from the config (0 = d_model / heads)

    def __post_init__(self):
        if self.kv_heads == 0 or self.family in ("gpt2", "opt", "gpt_neox"):
            self.kv_heads = self.heads
        if self.d_ff == 0:
            if self.family in ("gpt2", "opt", "gpt_neox", "falcon"):
                self.d_ff = 4 * self.d_model
            else:
                f = int(2 * (4 * self.d_model) / 3)
                self.d_ff = 256 * ((f + 255) // 256)
        if self.family == "deepseek":
            self.kv_heads = self.heads
            assert self.kv_lora_rank > 0 and self.qk_rope_head_dim % 2 == 0 and self.v_head_dim > 0
        elif not self.head_dim_override:
            assert self.d_model % self.heads == 0
        assert self.heads % self.kv_heads == 0

    @property
    def qk_norm(self) -> bool:
        return self.family == "qwen3"

    @property
    def head_dim(self) -> int:
        """The query/key width of one head (latent attention: nope + rope)."""
        if self.family == "deepseek":
            return self.qk_nope_head_dim + self.qk_rope_head_dim
        return self.head_dim_override or self.d_model // self.heads

    @property
    def rotary_dim(self) -> int:
        if self.family == "gpt_neox":
            return int(self.head_dim * NEOX_ROTARY_PCT)
        return self.qk_rope_head_dim if self.family == "deepseek" else self.head_dim

    @property
    def p(self) -> float:
        return DROPOUT_P if self.dropout else 0.0

    def to_dict(self):
        return asdict(self)


# --------------------------------------------------------------------------------------------
# GPT-2
# --------------------------------------------------------------------------------------------

class Conv1D(nn.Module):
    """transformers.pytorch_utils.Conv1D: a linear layer with the weight stored (in, out)."""

    def __init__(self, nf: int, nx: int):
        super().__init__()
        self.nf = nf
        self.weight = nn.Parameter(torch.empty(nx, nf))
        self.bias = nn.Parameter(torch.zeros(nf))
        nn.init.normal_(self.weight, std=0.02)

    def forward(self, x):
        size_out = x.size()[:-1] + (self.nf,)
        x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        return x.view(size_out)


class NewGELU(nn.Module):
    """NewGELUActivation ("gelu_new"): the tanh approximation written out in Python ops."""

    def forward(self, input):
        return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi)
                                               * (input + 0.044715 * torch.pow(input, 3.0))))


class GPT2Attention(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        P = cfg.positions
        # HF keeps one P x P bool causal table per layer (a non-persistent buffer).
        self.register_buffer("bias", torch.tril(torch.ones((P, P), dtype=torch.bool)).view(1, 1, P, P),
                             persistent=False)
        self.embed_dim = cfg.d_model
        self.num_heads = cfg.heads
        self.head_dim = cfg.head_dim
        self.split_size = cfg.d_model
        self.c_attn = Conv1D(3 * cfg.d_model, cfg.d_model)
        self.c_proj = Conv1D(cfg.d_model, cfg.d_model)
        self.attn_dropout = nn.Dropout(cfg.p)
        self.resid_dropout = nn.Dropout(cfg.p)

    def _eager_attention(self, query, key, value):
        attn_weights = torch.matmul(query, key.transpose(-1, -2))
        attn_weights = attn_weights / torch.full([], value.size(-1) ** 0.5, dtype=attn_weights.dtype,
                                                 device=attn_weights.device)
        query_length, key_length = query.size(-2), key.size(-2)
        causal_mask = self.bias[:, :, key_length - query_length: key_length, :key_length]
        mask_value = torch.finfo(attn_weights.dtype).min
        mask_value = torch.full([], mask_value, dtype=attn_weights.dtype, device=attn_weights.device)
        attn_weights = torch.where(causal_mask, attn_weights.to(attn_weights.dtype), mask_value)
        attn_weights = F.softmax(attn_weights, dim=-1)
        # Downcast (if necessary) back to V's dtype -- a no-op unless mixed precision made it differ.
        attn_weights = attn_weights.type(value.dtype)
        attn_weights = self.attn_dropout(attn_weights)
        attn_output = torch.matmul(attn_weights, value)
        attn_output = attn_output.transpose(1, 2)
        return attn_output

    def forward(self, hidden_states):
        query, key, value = self.c_attn(hidden_states).split(self.split_size, dim=2)
        shape = (*query.shape[:-1], -1, self.head_dim)
        query = query.view(shape).transpose(1, 2)
        key = key.view(shape).transpose(1, 2)
        value = value.view(shape).transpose(1, 2)
        attn_output = self._eager_attention(query, key, value)
        attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        attn_output = self.c_proj(attn_output)
        attn_output = self.resid_dropout(attn_output)
        return attn_output


class GPT2MLP(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.c_fc = Conv1D(cfg.d_ff, cfg.d_model)
        self.c_proj = Conv1D(cfg.d_model, cfg.d_ff)
        self.act = NewGELU()
        self.dropout = nn.Dropout(cfg.p)

    def forward(self, hidden_states):
        hidden_states = self.c_fc(hidden_states)
        hidden_states = self.act(hidden_states)
        hidden_states = self.c_proj(hidden_states)
        hidden_states = self.dropout(hidden_states)
        return hidden_states


class GPT2Block(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.ln_1 = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)
        self.attn = GPT2Attention(cfg)
        self.ln_2 = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)
        self.mlp = GPT2MLP(cfg)

    def forward(self, hidden_states):
        residual = hidden_states
        hidden_states = self.ln_1(hidden_states)
        attn_output = self.attn(hidden_states)
        hidden_states = attn_output + residual
        residual = hidden_states
        hidden_states = self.ln_2(hidden_states)
        feed_forward_hidden_states = self.mlp(hidden_states)
        hidden_states = residual + feed_forward_hidden_states
        return hidden_states


class GPT2LMHeadModel(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg
        self.wte = nn.Embedding(cfg.vocab, cfg.d_model)
        self.wpe = nn.Embedding(cfg.positions, cfg.d_model)
        self.drop = nn.Dropout(cfg.p)
        self.h = nn.ModuleList([GPT2Block(cfg) for _ in range(cfg.layers)])
        self.ln_f = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)
        self.lm_head = nn.Linear(cfg.d_model, cfg.vocab, bias=False)
        nn.init.normal_(self.wte.weight, std=cfg.init_std)
        nn.init.normal_(self.wpe.weight, std=0.01)
        self.lm_head.weight = self.wte.weight          # tie_word_embeddings

    def embed(self, input_ids):
        seq = input_ids.shape[-1]
        position_ids = torch.arange(0, seq, device=input_ids.device).unsqueeze(0)
        inputs_embeds = self.wte(input_ids)
        position_embeds = self.wpe(position_ids)
        hidden_states = inputs_embeds + position_embeds
        hidden_states = self.drop(hidden_states)
        return hidden_states, ()

    def head(self, hidden_states):
        hidden_states = self.ln_f(hidden_states)
        return self.lm_head(hidden_states)

    def forward(self, input_ids):
        hidden_states, extra = self.embed(input_ids)
        hidden_states = run_blocks(self, self.h, hidden_states, extra)
        return self.head(hidden_states)


# --------------------------------------------------------------------------------------------
# OPT
# --------------------------------------------------------------------------------------------

class OPTAttention(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.num_heads = cfg.heads
        self.head_dim = cfg.head_dim
        self.scaling = self.head_dim ** -0.5
        self.k_proj = nn.Linear(cfg.d_model, cfg.d_model, bias=True)
        self.v_proj = nn.Linear(cfg.d_model, cfg.d_model, bias=True)
        self.q_proj = nn.Linear(cfg.d_model, cfg.d_model, bias=True)
        self.out_proj = nn.Linear(cfg.d_model, cfg.d_model, bias=True)

    def forward(self, hidden_states, attention_mask):
        bsz, tgt_len, _ = hidden_states.size()
        # q is scaled after its projection ("keep the original order"); the core then scales by 1.
        query_states = self.q_proj(hidden_states) * self.scaling
        query_states = query_states.view(bsz, -1, self.num_heads, self.head_dim).transpose(1, 2)
        key_states = self.k_proj(hidden_states)
        value_states = self.v_proj(hidden_states)
        key_states = key_states.view(bsz, -1, self.num_heads, self.head_dim).transpose(1, 2)
        value_states = value_states.view(bsz, -1, self.num_heads, self.head_dim).transpose(1, 2)
        # eager_attention_forward (scaling 1.0, attention_dropout 0 in OPT's configs)
        attn_weights = torch.matmul(query_states, key_states.transpose(-1, -2))
        attn_weights = attn_weights + attention_mask
        attn_weights = F.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query_states.dtype)
        attn_output = torch.matmul(attn_weights, value_states)
        attn_output = attn_output.transpose(1, 2).contiguous()
        attn_output = attn_output.reshape(bsz, tgt_len, -1).contiguous()
        return self.out_proj(attn_output)


class OPTDecoderLayer(nn.Module):
    """Pre-norm (do_layer_norm_before, as opt-125m and the larger checkpoints but 350m)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attn = OPTAttention(cfg)
        self.dropout = cfg.p                              # config.dropout: after out_proj and fc2
        self.activation_fn = nn.ReLU()                    # ACT2FN["relu"]
        self.self_attn_layer_norm = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)
        self.fc1 = nn.Linear(cfg.d_model, cfg.d_ff, bias=True)
        self.fc2 = nn.Linear(cfg.d_ff, cfg.d_model, bias=True)
        self.final_layer_norm = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)

    def forward(self, hidden_states, attention_mask):
        residual = hidden_states
        hidden_states = self.self_attn_layer_norm(hidden_states)
        hidden_states = self.self_attn(hidden_states, attention_mask)
        hidden_states = F.dropout(hidden_states, p=self.dropout, training=self.training)
        hidden_states = residual + hidden_states
        hidden_states_shape = hidden_states.shape
        hidden_states = hidden_states.reshape(-1, hidden_states.size(-1))
        residual = hidden_states
        hidden_states = self.final_layer_norm(hidden_states)
        hidden_states = self.fc1(hidden_states)
        hidden_states = self.activation_fn(hidden_states)
        hidden_states = self.fc2(hidden_states)
        hidden_states = F.dropout(hidden_states, p=self.dropout, training=self.training)
        return (residual + hidden_states).view(hidden_states_shape)


class OPTForCausalLM(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg
        self.embed_tokens = nn.Embedding(cfg.vocab, cfg.d_model, 1)        # padding_idx = pad_token_id
        self.embed_positions = nn.Embedding(cfg.positions + 2, cfg.d_model)  # OPT's offset of 2 rows
        self.final_layer_norm = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)
        self.layers = nn.ModuleList([OPTDecoderLayer(cfg) for _ in range(cfg.layers)])
        self.lm_head = nn.Linear(cfg.d_model, cfg.vocab, bias=False)
        for m in self.modules():
            if isinstance(m, (nn.Linear, nn.Embedding)):
                nn.init.normal_(m.weight, std=cfg.init_std)
        self.lm_head.weight = self.embed_tokens.weight    # tied

    def causal_mask(self, attention_mask, inputs_embeds):
        """_prepare_4d_causal_attention_mask_with_cache_position without a cache: the (s, s) float
        mask expanded over the batch and cloned (b copies), the all-ones 2-D mask added in."""
        dtype = inputs_embeds.dtype
        batch_size, seq = inputs_embeds.shape[0], inputs_embeds.shape[1]
        cache_position = torch.arange(0, seq, device=inputs_embeds.device)
        min_dtype = torch.finfo(dtype).min
        causal_mask = torch.full((seq, seq), fill_value=min_dtype, dtype=dtype, device=inputs_embeds.device)
        causal_mask = torch.triu(causal_mask, diagonal=1)
        causal_mask *= torch.arange(seq, device=inputs_embeds.device) > cache_position.reshape(-1, 1)
        causal_mask = causal_mask[None, None, :, :].expand(batch_size, 1, -1, -1).clone()
        padding_mask = causal_mask + attention_mask[:, None, None, :]
        padding_mask = padding_mask == 0
        return causal_mask.masked_fill(padding_mask, min_dtype)

    def embed(self, input_ids):
        inputs_embeds = self.embed_tokens(input_ids)
        attention_mask = torch.ones(inputs_embeds.shape[0], inputs_embeds.shape[1], device=inputs_embeds.device)
        mask = self.causal_mask(attention_mask, inputs_embeds)
        position_ids = torch.cumsum(attention_mask, dim=1)
        position_ids = (position_ids * attention_mask - 1).long()
        pos_embeds = self.embed_positions(position_ids + 2)
        return inputs_embeds + pos_embeds, (mask,)

    def head(self, hidden_states):
        return self.lm_head(self.final_layer_norm(hidden_states)).contiguous()

    def forward(self, input_ids):
        hidden_states, extra = self.embed(input_ids)
        hidden_states = run_blocks(self, self.layers, hidden_states, extra)
        return self.head(hidden_states)


# --------------------------------------------------------------------------------------------
# GPT-NeoX (Pythia)
# --------------------------------------------------------------------------------------------

def neox_apply_rotary_pos_emb(q, k, cos, sin):
    """Rotary on the first cos.shape[-1] channels of each head, the rest passed through and
    concatenated back: a new head-wide tensor for q and for k."""
    cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
    rotary_dim = cos.shape[-1]
    q_rot, q_pass = q[..., :rotary_dim], q[..., rotary_dim:]
    k_rot, k_pass = k[..., :rotary_dim], k[..., rotary_dim:]
    q_embed = (q_rot * cos) + (rotate_half(q_rot) * sin)
    k_embed = (k_rot * cos) + (rotate_half(k_rot) * sin)
    return torch.cat([q_embed, q_pass], dim=-1), torch.cat([k_embed, k_pass], dim=-1)


class GPTNeoXAttention(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.head_size = cfg.head_dim
        self.scaling = self.head_size ** -0.5
        self.query_key_value = nn.Linear(cfg.d_model, 3 * cfg.d_model, bias=True)
        self.dense = nn.Linear(cfg.d_model, cfg.d_model, bias=True)

    def forward(self, hidden_states, attention_mask, cos, sin):
        input_shape = hidden_states.shape[:-1]
        qkv = self.query_key_value(hidden_states).view(*input_shape, -1, 3 * self.head_size).transpose(1, 2)
        query_states, key_states, value_states = qkv.chunk(3, dim=-1)
        query_states, key_states = neox_apply_rotary_pos_emb(query_states, key_states, cos, sin)
        attn_weights = torch.matmul(query_states, key_states.transpose(2, 3)) * self.scaling
        attn_weights = attn_weights + attention_mask[:, :, :, : key_states.shape[-2]]
        attn_weights = F.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query_states.dtype)
        attn_output = torch.matmul(attn_weights, value_states)
        attn_output = attn_output.transpose(1, 2).contiguous()
        attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        return self.dense(attn_output)


class GPTNeoXLayer(nn.Module):
    """use_parallel_residual (Pythia): x + attn(ln1(x)) + mlp(ln2(x))."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)
        self.post_attention_layernorm = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)
        self.post_attention_dropout = nn.Dropout(cfg.p)   # hidden_dropout
        self.post_mlp_dropout = nn.Dropout(cfg.p)
        self.attention = GPTNeoXAttention(cfg)
        self.dense_h_to_4h = nn.Linear(cfg.d_model, cfg.d_ff)
        self.dense_4h_to_h = nn.Linear(cfg.d_ff, cfg.d_model)

    def forward(self, hidden_states, attention_mask, cos, sin):
        attn_output = self.attention(self.input_layernorm(hidden_states), attention_mask, cos, sin)
        attn_output = self.post_attention_dropout(attn_output)
        mlp_output = self.dense_h_to_4h(self.post_attention_layernorm(hidden_states))
        mlp_output = self.dense_4h_to_h(F.gelu(mlp_output))      # ACT2FN["gelu"]: one F.gelu
        mlp_output = self.post_mlp_dropout(mlp_output)
        return mlp_output + attn_output + hidden_states


class GPTNeoXForCausalLM(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg
        self.embed_in = nn.Embedding(cfg.vocab, cfg.d_model)
        self.emb_dropout = nn.Dropout(cfg.p)
        self.layers = nn.ModuleList([GPTNeoXLayer(cfg) for _ in range(cfg.layers)])
        self.final_layer_norm = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)
        self.rotary_emb = LlamaRotaryEmbedding(cfg)                 # over rotary_dim, as GPTNeoXRotaryEmbedding
        self.embed_out = nn.Linear(cfg.d_model, cfg.vocab, bias=False)
        for m in self.modules():
            if isinstance(m, (nn.Linear, nn.Embedding)):
                nn.init.normal_(m.weight, std=cfg.init_std)

    def embed(self, input_ids):
        """masking_utils.eager_mask without padding: kv <= q, expanded over the batch, then
        torch.where into a (b, 1, s, s) additive mask in the embeddings' dtype."""
        inputs_embeds = self.embed_in(input_ids)
        batch, seq = inputs_embeds.shape[0], inputs_embeds.shape[1]
        device, dtype = inputs_embeds.device, inputs_embeds.dtype
        idx = torch.arange(seq, device=device)
        allowed = (idx[None, None, None, :] <= idx[None, None, :, None]).expand(batch, -1, seq, seq)
        mask = torch.where(allowed, torch.tensor(0.0, device=device, dtype=dtype), torch.finfo(dtype).min)
        hidden_states = self.emb_dropout(inputs_embeds)
        cos, sin = self.rotary_emb(hidden_states, idx.unsqueeze(0))
        return hidden_states, (mask, cos, sin)

    def head(self, hidden_states):
        return self.embed_out(self.final_layer_norm(hidden_states))

    def forward(self, input_ids):
        hidden_states, extra = self.embed(input_ids)
        hidden_states = run_blocks(self, self.layers, hidden_states, extra)
        return self.head(hidden_states)


# --------------------------------------------------------------------------------------------
# Llama
# --------------------------------------------------------------------------------------------

class LlamaRMSNorm(nn.Module):
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states.to(input_dtype)


class LlamaRotaryEmbedding(nn.Module):
    """Computes cos/sin once per forward of the model (HF moved this out of the layers in 4.45)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        dim = cfg.rotary_dim
        inv_freq = 1.0 / (cfg.rope_theta ** (torch.arange(0, dim, 2, dtype=torch.int64).float() / dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.attention_scaling = 1.0

    @torch.no_grad()
    def forward(self, x, position_ids):
        inv_freq_expanded = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        position_ids_expanded = position_ids[:, None, :].float()
        device_type = x.device.type if isinstance(x.device.type, str) else "cpu"
        with torch.autocast(device_type=device_type, enabled=False):
            freqs = (inv_freq_expanded.float() @ position_ids_expanded.float()).transpose(1, 2)
            emb = torch.cat((freqs, freqs), dim=-1)
            cos = emb.cos() * self.attention_scaling
            sin = emb.sin() * self.attention_scaling
        return cos.to(dtype=x.dtype), sin.to(dtype=x.dtype)


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin, unsqueeze_dim=1):
    cos = cos.unsqueeze(unsqueeze_dim)
    sin = sin.unsqueeze(unsqueeze_dim)
    q_embed = (q * cos) + (rotate_half(q) * sin)
    k_embed = (k * cos) + (rotate_half(k) * sin)
    return q_embed, k_embed


def repeat_kv(hidden_states, n_rep: int):
    batch, num_key_value_heads, slen, head_dim = hidden_states.shape
    if n_rep == 1:
        return hidden_states
    hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
    return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)


class LlamaAttention(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.head_dim = cfg.head_dim
        self.num_key_value_groups = cfg.heads // cfg.kv_heads
        self.scaling = self.head_dim ** -0.5
        self.attention_dropout = cfg.p
        self.q_proj = nn.Linear(cfg.d_model, cfg.heads * self.head_dim, bias=False)
        self.k_proj = nn.Linear(cfg.d_model, cfg.kv_heads * self.head_dim, bias=False)
        self.v_proj = nn.Linear(cfg.d_model, cfg.kv_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(cfg.heads * self.head_dim, cfg.d_model, bias=False)
        # Qwen3: one RMSNorm over each head's width, shared by the heads (modeling_qwen3.py).
        self.q_norm = LlamaRMSNorm(self.head_dim, eps=cfg.rms_eps) if cfg.qk_norm else None
        self.k_norm = LlamaRMSNorm(self.head_dim, eps=cfg.rms_eps) if cfg.qk_norm else None
        # Extension: HF Llama has no residual dropout; with cfg.dropout the harness puts Korthikanti's
        # dropout after o_proj (and after down_proj, and on the embeddings) for both families.
        self.resid_dropout = nn.Dropout(cfg.p)

    def _eager_attention(self, query, key, value, attention_mask, dropout):
        key_states = repeat_kv(key, self.num_key_value_groups)
        value_states = repeat_kv(value, self.num_key_value_groups)
        attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * self.scaling
        if attention_mask is not None:
            causal_mask = attention_mask[:, :, :, : key_states.shape[-2]]
            attn_weights = attn_weights + causal_mask
        attn_weights = F.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        attn_weights = F.dropout(attn_weights, p=dropout, training=self.training)
        attn_output = torch.matmul(attn_weights, value_states)
        attn_output = attn_output.transpose(1, 2).contiguous()
        return attn_output

    def forward(self, hidden_states, attention_mask, cos, sin):
        input_shape = hidden_states.shape[:-1]
        hidden_shape = (*input_shape, -1, self.head_dim)
        query_states = self.q_proj(hidden_states).view(hidden_shape)
        key_states = self.k_proj(hidden_states).view(hidden_shape)
        if self.q_norm is not None:
            query_states, key_states = self.q_norm(query_states), self.k_norm(key_states)
        query_states, key_states = query_states.transpose(1, 2), key_states.transpose(1, 2)
        value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        query_states, key_states = apply_rotary_pos_emb(query_states, key_states, cos, sin)
        attn_output = self._eager_attention(query_states, key_states, value_states, attention_mask,
                                            dropout=0.0 if not self.training else self.attention_dropout)
        attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        attn_output = self.o_proj(attn_output)
        attn_output = self.resid_dropout(attn_output)   # extension (see __init__)
        return attn_output


class DeepseekV3Attention(nn.Module):
    """DeepseekV3Attention, eager: queries through q_a_proj -> RMSNorm -> q_b_proj (or q_proj),
    keys and values through kv_a_proj_with_mqa (the latent and one shared rotary key) ->
    RMSNorm -> kv_b_proj; rotary on the last qk_rope_head_dim channels only (the non-interleaved
    form: rope_interleave only reorders a transient copy); queries and keys concatenated."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.heads = cfg.heads
        self.q_lora_rank = cfg.q_lora_rank
        self.kv_lora_rank = cfg.kv_lora_rank
        self.rope = cfg.qk_rope_head_dim
        self.nope = cfg.qk_nope_head_dim
        self.v_head_dim = cfg.v_head_dim
        self.qk_head_dim = cfg.head_dim
        self.num_key_value_groups = 1
        self.scaling = self.qk_head_dim ** -0.5
        self.attention_dropout = cfg.p
        if self.q_lora_rank:
            self.q_a_proj = nn.Linear(cfg.d_model, self.q_lora_rank, bias=False)
            self.q_a_layernorm = LlamaRMSNorm(self.q_lora_rank)
            self.q_b_proj = nn.Linear(self.q_lora_rank, cfg.heads * self.qk_head_dim, bias=False)
        else:
            self.q_proj = nn.Linear(cfg.d_model, cfg.heads * self.qk_head_dim, bias=False)
        self.kv_a_proj_with_mqa = nn.Linear(cfg.d_model, self.kv_lora_rank + self.rope, bias=False)
        self.kv_a_layernorm = LlamaRMSNorm(self.kv_lora_rank)
        self.kv_b_proj = nn.Linear(self.kv_lora_rank, cfg.heads * (self.nope + self.v_head_dim), bias=False)
        self.o_proj = nn.Linear(cfg.heads * self.v_head_dim, cfg.d_model, bias=False)
        self.resid_dropout = nn.Dropout(cfg.p)           # extension (see LlamaAttention)

    _eager_attention = LlamaAttention._eager_attention

    def forward(self, hidden_states, attention_mask, cos, sin):
        batch_size, seq_length = hidden_states.shape[:-1]
        query_shape = (batch_size, seq_length, -1, self.qk_head_dim)
        key_shape = (batch_size, seq_length, -1, self.nope + self.v_head_dim)
        if self.q_lora_rank:
            q_states = self.q_b_proj(self.q_a_layernorm(self.q_a_proj(hidden_states)))
        else:
            q_states = self.q_proj(hidden_states)
        q_states = q_states.view(query_shape).transpose(1, 2)
        q_pass, q_rot = torch.split(q_states, [self.nope, self.rope], dim=-1)
        compressed_kv = self.kv_a_proj_with_mqa(hidden_states)
        k_pass, k_rot = torch.split(compressed_kv, [self.kv_lora_rank, self.rope], dim=-1)
        k_pass = self.kv_b_proj(self.kv_a_layernorm(k_pass)).view(key_shape).transpose(1, 2)
        k_pass, value_states = torch.split(k_pass, [self.nope, self.v_head_dim], dim=-1)
        k_rot = k_rot.view(batch_size, 1, seq_length, self.rope)
        q_rot, k_rot = apply_rotary_pos_emb(q_rot, k_rot, cos, sin)
        k_rot = k_rot.expand(*k_pass.shape[:-1], -1)
        query_states = torch.cat((q_pass, q_rot), dim=-1)
        key_states = torch.cat((k_pass, k_rot), dim=-1)
        attn_output = self._eager_attention(query_states, key_states, value_states, attention_mask,
                                            dropout=0.0 if not self.training else self.attention_dropout)
        attn_output = attn_output.reshape(batch_size, seq_length, -1).contiguous()
        attn_output = self.o_proj(attn_output)
        return self.resid_dropout(attn_output)


class LlamaMLP(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.gate_proj = nn.Linear(cfg.d_model, cfg.d_ff, bias=False)
        self.up_proj = nn.Linear(cfg.d_model, cfg.d_ff, bias=False)
        self.down_proj = nn.Linear(cfg.d_ff, cfg.d_model, bias=False)
        self.act_fn = nn.SiLU()
        self.dropout = nn.Dropout(cfg.p)                 # extension (see LlamaAttention)

    def forward(self, x):
        down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        return self.dropout(down_proj)


class MixtralSparseMoeBlock(nn.Module):
    """transformers' MixtralSparseMoeBlock (the modular-generated eager block): a router without
    bias, softmax in fp32, top-k, renormalised weights cast back to the hidden dtype, then a loop
    over the experts that received tokens (index, expert MLP, times the routing weight,
    index_add_). Qwen3-MoE's block is the same with norm_topk_prob."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.num_experts = cfg.experts
        self.top_k = cfg.top_k
        self.gate = nn.Linear(cfg.d_model, cfg.experts, bias=False)
        self.experts = nn.ModuleList([LlamaMLP(cfg) for _ in range(cfg.experts)])

    def forward(self, hidden_states):
        batch_size, sequence_length, hidden_dim = hidden_states.shape
        hidden_states = hidden_states.view(-1, hidden_dim)
        router_logits = self.gate(hidden_states)
        routing_weights = F.softmax(router_logits, dim=1, dtype=torch.float)
        routing_weights, selected_experts = torch.topk(routing_weights, self.top_k, dim=-1)
        routing_weights /= routing_weights.sum(dim=-1, keepdim=True)
        routing_weights = routing_weights.to(hidden_states.dtype)
        final_hidden_states = torch.zeros((batch_size * sequence_length, hidden_dim),
                                          dtype=hidden_states.dtype, device=hidden_states.device)
        expert_mask = F.one_hot(selected_experts, num_classes=self.num_experts).permute(2, 1, 0)
        expert_hit = torch.greater(expert_mask.sum(dim=(-1, -2)), 0).nonzero()
        for expert_idx in expert_hit:
            expert_layer = self.experts[int(expert_idx)]
            idx, top_x = torch.where(expert_mask[expert_idx].squeeze(0))
            current_state = hidden_states[None, top_x].reshape(-1, hidden_dim)
            current_hidden_states = expert_layer(current_state) * routing_weights[top_x, idx, None]
            final_hidden_states.index_add_(0, top_x, current_hidden_states.to(hidden_states.dtype))
        return final_hidden_states.reshape(batch_size, sequence_length, hidden_dim)


class LlamaDecoderLayer(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attn = DeepseekV3Attention(cfg) if cfg.family == "deepseek" else LlamaAttention(cfg)
        self.mlp = MixtralSparseMoeBlock(cfg) if cfg.family == "mixtral" else LlamaMLP(cfg)
        self.input_layernorm = LlamaRMSNorm(cfg.d_model, eps=cfg.rms_eps)
        self.post_attention_layernorm = LlamaRMSNorm(cfg.d_model, eps=cfg.rms_eps)

    def forward(self, hidden_states, attention_mask, cos, sin):
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        hidden_states = self.self_attn(hidden_states, attention_mask, cos, sin)
        hidden_states = residual + hidden_states
        residual = hidden_states
        hidden_states = self.post_attention_layernorm(hidden_states)
        hidden_states = self.mlp(hidden_states)
        hidden_states = residual + hidden_states
        return hidden_states


class LlamaForCausalLM(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg
        self.embed_tokens = nn.Embedding(cfg.vocab, cfg.d_model)
        self.drop = nn.Dropout(cfg.p)                    # extension (see LlamaAttention)
        self.layers = nn.ModuleList([LlamaDecoderLayer(cfg) for _ in range(cfg.layers)])
        self.norm = LlamaRMSNorm(cfg.d_model, eps=cfg.rms_eps)
        self.rotary_emb = LlamaRotaryEmbedding(cfg)
        self.lm_head = nn.Linear(cfg.d_model, cfg.vocab, bias=False)
        for m in self.modules():
            if isinstance(m, (nn.Linear, nn.Embedding)):
                nn.init.normal_(m.weight, std=cfg.init_std)

    def causal_mask(self, input_tensor, batch: int, seq: int):
        """The 4-D float mask HF builds for eager attention without a padding mask: (s, s) in the
        dtype of the embeddings, min where masked, expanded (not copied) over the batch."""
        dtype = input_tensor.dtype
        min_dtype = torch.finfo(dtype).min
        mask = torch.full((seq, seq), fill_value=min_dtype, dtype=dtype, device=input_tensor.device)
        mask = torch.triu(mask, diagonal=1)
        mask *= torch.arange(seq, device=input_tensor.device) > torch.arange(seq, device=input_tensor.device).reshape(-1, 1)
        return mask[None, None, :, :].expand(batch, 1, -1, -1)

    def embed(self, input_ids):
        batch, seq = input_ids.shape
        inputs_embeds = self.embed_tokens(input_ids)
        hidden_states = self.drop(inputs_embeds)
        position_ids = torch.arange(0, seq, device=input_ids.device).unsqueeze(0)
        mask = self.causal_mask(inputs_embeds, batch, seq)
        cos, sin = self.rotary_emb(hidden_states, position_ids)
        return hidden_states, (mask, cos, sin)

    def head(self, hidden_states):
        hidden_states = self.norm(hidden_states)
        return self.lm_head(hidden_states)

    def forward(self, input_ids):
        hidden_states, extra = self.embed(input_ids)
        hidden_states = run_blocks(self, self.layers, hidden_states, extra)
        return self.head(hidden_states)


# --------------------------------------------------------------------------------------------
# Falcon (falcon-7b's block)
# --------------------------------------------------------------------------------------------

class FalconLinear(nn.Linear):
    """modeling_falcon.FalconLinear: input @ weight.T (outside autocast's weight-cast cache)."""

    def forward(self, input):
        hidden_states = input @ self.weight.T
        return hidden_states if self.bias is None else hidden_states + self.bias


class FalconAttention(nn.Module):
    """Multi-query (one key/value head), fused query_key_value, softmax in the hidden states' dtype."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.num_heads = cfg.heads
        self.head_dim = cfg.head_dim
        self.query_key_value = FalconLinear(cfg.d_model, cfg.d_model + 2 * self.head_dim, bias=False)
        self.dense = FalconLinear(cfg.d_model, cfg.d_model, bias=False)

    def forward(self, hidden_states, attention_mask, cos, sin):
        batch, seq, _ = hidden_states.shape
        fused_qkv = self.query_key_value(hidden_states).view(batch, seq, self.num_heads + 2, self.head_dim)
        query_layer, key_layer, value_layer = fused_qkv[..., :-2, :], fused_qkv[..., [-2], :], fused_qkv[..., [-1], :]
        query_layer = query_layer.transpose(1, 2).reshape(batch, self.num_heads, seq, self.head_dim)
        key_layer = key_layer.transpose(1, 2).reshape(batch, 1, seq, self.head_dim)
        value_layer = value_layer.transpose(1, 2).reshape(batch, 1, seq, self.head_dim)
        query_layer, key_layer = apply_rotary_pos_emb(query_layer, key_layer, cos, sin)
        attention_mask = attention_mask[:, :, :, : key_layer.shape[-2]]
        attention_scores = query_layer @ key_layer.transpose(-1, -2)
        attention_scores /= math.sqrt(self.head_dim)
        attention_scores = F.softmax(attention_scores + attention_mask, dim=-1, dtype=hidden_states.dtype)
        attn_output = attention_scores @ value_layer
        attn_output = attn_output.view(batch, self.num_heads, seq, self.head_dim).permute(0, 2, 1, 3)
        attn_output = attn_output.reshape(batch, seq, self.num_heads * self.head_dim)
        return self.dense(attn_output)


class FalconDecoderLayer(nn.Module):
    """parallel_attn with one LayerNorm: x + dropout(mlp(ln(x)) + attn(ln(x)))."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attention = FalconAttention(cfg)
        self.dense_h_to_4h = FalconLinear(cfg.d_model, cfg.d_ff, bias=False)
        self.act = nn.GELU()
        self.dense_4h_to_h = FalconLinear(cfg.d_ff, cfg.d_model, bias=False)
        self.hidden_dropout = cfg.p
        self.input_layernorm = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)

    def forward(self, hidden_states, attention_mask, cos, sin):
        residual = hidden_states
        layernorm_out = self.input_layernorm(hidden_states)
        attention_output = self.self_attention(layernorm_out, attention_mask, cos, sin)
        mlp_output = self.dense_4h_to_h(self.act(self.dense_h_to_4h(layernorm_out)))
        mlp_output += attention_output
        return residual + F.dropout(mlp_output, p=self.hidden_dropout, training=self.training)


class FalconForCausalLM(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg
        self.word_embeddings = nn.Embedding(cfg.vocab, cfg.d_model)
        self.h = nn.ModuleList([FalconDecoderLayer(cfg) for _ in range(cfg.layers)])
        self.ln_f = nn.LayerNorm(cfg.d_model, eps=cfg.ln_eps)
        self.rotary_emb = LlamaRotaryEmbedding(cfg)     # FalconRotaryEmbedding is Llama's
        self.lm_head = nn.Linear(cfg.d_model, cfg.vocab, bias=False)
        for m in self.modules():
            if isinstance(m, (nn.Linear, nn.Embedding)):
                nn.init.normal_(m.weight, std=cfg.init_std)
        self.lm_head.weight = self.word_embeddings.weight   # tie_word_embeddings (falcon-7b)

    def embed(self, input_ids):
        inputs_embeds = self.word_embeddings(input_ids)
        batch, seq = input_ids.shape
        position_ids = torch.arange(0, seq, device=input_ids.device).unsqueeze(0)
        # the eager 4-D float mask, expanded over the batch (not copied), as Llama's
        mask = LlamaForCausalLM.causal_mask(self, inputs_embeds, batch, seq)
        cos, sin = self.rotary_emb(inputs_embeds, position_ids)
        return inputs_embeds, (mask, cos, sin)

    def head(self, hidden_states):
        return self.lm_head(self.ln_f(hidden_states))

    def forward(self, input_ids):
        hidden_states, extra = self.embed(input_ids)
        hidden_states = run_blocks(self, self.h, hidden_states, extra)
        return self.head(hidden_states)


# --------------------------------------------------------------------------------------------
# Gemma (gemma-2b's block; Gemma 2's softcaps are not in the harness)
# --------------------------------------------------------------------------------------------

class GemmaRMSNorm(nn.Module):
    """Normalised and weighted (1 + weight) in fp32, cast back after: keeps an fp32 output."""

    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.zeros(dim))

    def forward(self, x):
        output = x.float()
        output = output * torch.rsqrt(output.pow(2).mean(-1, keepdim=True) + self.eps)
        output = output * (1.0 + self.weight.float())
        return output.type_as(x)


class GemmaMLP(nn.Module):
    """GeGLU: down(gelu_tanh(gate(x)) * up(x)), hidden_activation gelu_pytorch_tanh (one kernel)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.gate_proj = nn.Linear(cfg.d_model, cfg.d_ff, bias=False)
        self.up_proj = nn.Linear(cfg.d_model, cfg.d_ff, bias=False)
        self.down_proj = nn.Linear(cfg.d_ff, cfg.d_model, bias=False)

    def forward(self, x):
        return self.down_proj(F.gelu(self.gate_proj(x), approximate="tanh") * self.up_proj(x))


class GemmaDecoderLayer(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attn = LlamaAttention(cfg)           # Gemma's attention is Llama's (head_dim its own)
        self.mlp = GemmaMLP(cfg)
        self.input_layernorm = GemmaRMSNorm(cfg.d_model, eps=cfg.rms_eps)
        self.post_attention_layernorm = GemmaRMSNorm(cfg.d_model, eps=cfg.rms_eps)

    forward = LlamaDecoderLayer.forward


class GemmaForCausalLM(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg
        self.embed_tokens = nn.Embedding(cfg.vocab, cfg.d_model)
        self.register_buffer("embed_scale", torch.tensor(cfg.d_model ** 0.5), persistent=False)
        self.layers = nn.ModuleList([GemmaDecoderLayer(cfg) for _ in range(cfg.layers)])
        self.norm = GemmaRMSNorm(cfg.d_model, eps=cfg.rms_eps)
        self.rotary_emb = LlamaRotaryEmbedding(cfg)
        self.lm_head = nn.Linear(cfg.d_model, cfg.vocab, bias=False)
        for m in self.modules():
            if isinstance(m, (nn.Linear, nn.Embedding)):
                nn.init.normal_(m.weight, std=cfg.init_std)
        self.lm_head.weight = self.embed_tokens.weight     # tied

    causal_mask = LlamaForCausalLM.causal_mask

    def embed(self, input_ids):
        # GemmaTextScaledWordEmbedding: the embedding times sqrt(hidden_size) in the weight's dtype
        inputs_embeds = self.embed_tokens(input_ids) * self.embed_scale.to(self.embed_tokens.weight.dtype)
        batch, seq = input_ids.shape
        position_ids = torch.arange(0, seq, device=input_ids.device).unsqueeze(0)
        mask = self.causal_mask(inputs_embeds, batch, seq)
        cos, sin = self.rotary_emb(inputs_embeds, position_ids)
        return inputs_embeds, (mask, cos, sin)

    def head(self, hidden_states):
        return self.lm_head(self.norm(hidden_states))

    def forward(self, input_ids):
        hidden_states, extra = self.embed(input_ids)
        hidden_states = run_blocks(self, self.layers, hidden_states, extra)
        return self.head(hidden_states)


class Gemma2Attention(LlamaAttention):
    """Gemma 2's eager core (modular_gemma2.py eager_attention_forward): the scores capped,
    tanh(scores / cap) x cap, before the mask and the fp32 softmax."""

    def _eager_attention(self, query, key, value, attention_mask, dropout):
        key_states = repeat_kv(key, self.num_key_value_groups)
        value_states = repeat_kv(value, self.num_key_value_groups)
        attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * self.scaling
        attn_weights = attn_weights / GEMMA2_ATTN_SOFTCAP
        attn_weights = torch.tanh(attn_weights)
        attn_weights = attn_weights * GEMMA2_ATTN_SOFTCAP
        attn_weights = attn_weights + attention_mask[:, :, :, : key_states.shape[-2]]
        attn_weights = F.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        attn_weights = F.dropout(attn_weights, p=dropout, training=self.training)
        attn_output = torch.matmul(attn_weights, value_states)
        return attn_output.transpose(1, 2).contiguous()


class Gemma2DecoderLayer(nn.Module):
    """Four norms: before and after the attention and the MLP."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.self_attn = Gemma2Attention(cfg)
        self.mlp = GemmaMLP(cfg)
        self.input_layernorm = GemmaRMSNorm(cfg.d_model, eps=cfg.rms_eps)
        self.post_attention_layernorm = GemmaRMSNorm(cfg.d_model, eps=cfg.rms_eps)
        self.pre_feedforward_layernorm = GemmaRMSNorm(cfg.d_model, eps=cfg.rms_eps)
        self.post_feedforward_layernorm = GemmaRMSNorm(cfg.d_model, eps=cfg.rms_eps)

    def forward(self, hidden_states, attention_mask, cos, sin):
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        hidden_states = self.self_attn(hidden_states, attention_mask, cos, sin)
        hidden_states = self.post_attention_layernorm(hidden_states)
        hidden_states = residual + hidden_states
        residual = hidden_states
        hidden_states = self.pre_feedforward_layernorm(hidden_states)
        hidden_states = self.mlp(hidden_states)
        hidden_states = self.post_feedforward_layernorm(hidden_states)
        return residual + hidden_states


class Gemma2ForCausalLM(GemmaForCausalLM):
    """Gemma's model with Gemma 2's layers and the logits capped, tanh(logits / cap) x cap.
    The sliding window of every other layer is longer than the harness's sequences."""

    def __init__(self, cfg: ModelConfig):
        super().__init__(cfg)
        self.layers = nn.ModuleList([Gemma2DecoderLayer(cfg) for _ in range(cfg.layers)])
        for m in self.layers.modules():
            if isinstance(m, nn.Linear):
                nn.init.normal_(m.weight, std=cfg.init_std)

    def head(self, hidden_states):
        logits = self.lm_head(self.norm(hidden_states))
        logits = logits / GEMMA2_FINAL_SOFTCAP
        logits = torch.tanh(logits)
        return logits * GEMMA2_FINAL_SOFTCAP


# --------------------------------------------------------------------------------------------
# Shared pieces
# --------------------------------------------------------------------------------------------

def run_blocks(model, blocks, hidden_states, extra):
    """HF's decoder loop; with gradient checkpointing every block goes through
    torch.utils.checkpoint.checkpoint(..., use_reentrant=True), HF's default."""
    for block in blocks:
        if model.cfg.checkpointing and model.training:
            hidden_states = torch.utils.checkpoint.checkpoint(block, hidden_states, *extra, use_reentrant=True)
        else:
            hidden_states = block(hidden_states, *extra)
    return hidden_states


def causal_lm_loss(logits, labels, vocab_size: int, ignore_index: int = -100):
    """ForCausalLMLoss (transformers >= 4.50): upcast, pad+shift the labels, mean cross-entropy."""
    logits = logits.float()
    labels = F.pad(labels, (0, 1), value=ignore_index)
    shift_labels = labels[..., 1:].contiguous()
    logits = logits.view(-1, vocab_size)
    shift_labels = shift_labels.view(-1)
    shift_labels = shift_labels.to(logits.device)
    return F.cross_entropy(logits, shift_labels, ignore_index=ignore_index, reduction="mean")


def build_model(cfg: ModelConfig) -> nn.Module:
    if cfg.family == "gpt2":
        return GPT2LMHeadModel(cfg)
    if cfg.family in ("llama", "qwen3", "mixtral", "deepseek"):
        return LlamaForCausalLM(cfg)
    if cfg.family == "opt":
        return OPTForCausalLM(cfg)
    if cfg.family == "falcon":
        return FalconForCausalLM(cfg)
    if cfg.family == "gemma":
        return GemmaForCausalLM(cfg)
    if cfg.family == "gemma2":
        return Gemma2ForCausalLM(cfg)
    if cfg.family == "gpt_neox":
        return GPTNeoXForCausalLM(cfg)
    raise ValueError(f"unknown family {cfg.family!r}")


def block_list(model):
    return model.h if isinstance(model, (GPT2LMHeadModel, FalconForCausalLM)) else model.layers


def parameter_count(model) -> int:
    return sum(p.numel() for p in model.parameters())   # parameters() skips the tied duplicate
